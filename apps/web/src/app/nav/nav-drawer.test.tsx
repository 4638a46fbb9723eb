import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderRoutes, resetAppState, signInAs } from '../../test/app-router.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { NavBar } from './nav-bar.tsx';

// A signed-in nav asks for the unread notifications (its badge): none, unless a test says otherwise.
let unreadCount = 0;
beforeEach(() => {
  unreadCount = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/me/notifications/unread-count') ? jsonResponse({ unreadCount }) : jsonResponse({}, 404),
    ),
  );
});
afterEach(() => {
  resetAppState();
  vi.unstubAllGlobals();
});

function renderNav(path = '/event-planners') {
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NavBar />
            <p>Page content</p>
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  return { user, menuButton, router };
}

async function openDrawer(path?: string) {
  const { user, menuButton, router } = renderNav(path);
  await user.click(menuButton);
  return { user, menuButton, router, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('nav drawer', () => {
  it('is closed at first, and the menu button says what it controls', () => {
    const { menuButton } = renderNav();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const drawer = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(drawer?.getAttribute('role')).toBe('dialog');
    expect(drawer?.hidden).toBe(true);
  });

  it('opens with the links, moves focus into itself and keeps it there', async () => {
    signInAs({ userRole: 'admin' });
    const { user, menuButton, drawer } = await openDrawer();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Sherehe',
      'Home',
      'Visit Website',
      'Services',
      'Contribute',
      'News',
      'Create Event',
      'Admin',
    ]);

    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);

    // From the first control Shift+Tab wraps to the last one (the language switch), and Tab wraps back.
    const first = within(drawer).getAllByRole('link')[0];
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Kiswahili' }));
    await user.tab();
    expect(document.activeElement).toBe(first);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, menuButton } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes with its close button', async () => {
    const { user, menuButton, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes on a click on the overlay', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByTestId('nav-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click anywhere else outside it, but not on a click inside it', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Kiswahili' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link is chosen, and the link leads there', async () => {
    const { user, drawer, menuButton } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Contribute' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/event-planners/contribute');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when its logo is used, and the logo leads home', async () => {
    const { user, drawer, menuButton } = await openDrawer('/event-planners/services');
    await user.click(within(drawer).getByRole('link', { name: 'Sherehe Event Planners home' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/event-planners');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when its logo is used on the home page itself', async () => {
    const { user, drawer } = await openDrawer('/event-planners');
    await user.click(within(drawer).getByRole('link', { name: 'Sherehe Event Planners home' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on any other navigation, e.g. Back, and stays closed going Forward again', async () => {
    const { router, user, menuButton } = renderNav('/event-planners');
    await act(() => router.navigate('/event-planners/services'));
    await user.click(menuButton);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location').textContent).toBe('/event-planners');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Coming back to where it was opened does not open it again.
    await act(() => router.navigate(1));
    expect(screen.getByTestId('location').textContent).toBe('/event-planners/services');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
