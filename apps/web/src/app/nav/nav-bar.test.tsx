import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../lib/cart-store.ts';
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
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NavBar />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
}

function location() {
  return screen.getByTestId('location').textContent;
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function linkNames(): string[] {
  return mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('nav display rules', () => {
  it('shows a visitor the public links, the cart as a button and a teal Account button', () => {
    renderNav();
    expect(linkNames()).toEqual(['Home', 'Visit Website', 'Services', 'Contribute', 'News']);
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/event-planners');
    expect(mainNav().getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe('/');
    expect(mainNav().getByRole('link', { name: 'Services' }).getAttribute('href')).toBe(
      '/event-planners/services',
    );
    expect(mainNav().getByRole('link', { name: 'Contribute' }).getAttribute('href')).toBe(
      '/event-planners/contribute',
    );
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/event-planners/Account',
    );
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it('adds Create Event, the cart link and the person icon for a signed-in user', () => {
    signInAs({ userRole: 'user' });
    renderNav();
    expect(linkNames()).toEqual(['Home', 'Visit Website', 'Services', 'Contribute', 'News', 'Create Event']);
    expect(mainNav().getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe(
      '/event-planners/event',
    );
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/event-planners/cart');
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe(
      '/event-planners/Account',
    );
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('adds Admin for an admin only', () => {
    signInAs({ userRole: 'admin' });
    renderNav();
    expect(linkNames()).toEqual([
      'Home',
      'Visit Website',
      'Services',
      'Contribute',
      'News',
      'Create Event',
      'Admin',
    ]);
    expect(mainNav().getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/event-planners/admin');
  });

  it('adds Vendor for a vendor only', () => {
    signInAs({ userRole: 'vendor' });
    renderNav();
    expect(linkNames()).toEqual([
      'Home',
      'Visit Website',
      'Services',
      'Contribute',
      'News',
      'Create Event',
      'Vendor',
    ]);
    expect(mainNav().getByRole('link', { name: 'Vendor' }).getAttribute('href')).toBe(
      '/event-planners/vendor',
    );
  });

  it.each(['{"userRole":"superadmin"}', '{"role":"admin"}', 'admin', '{"userRole":'])(
    'treats a forged or broken stored user (%s) as a visitor',
    (stored) => {
      signInAs(stored);
      renderNav();
      expect(linkNames()).toEqual(['Home', 'Visit Website', 'Services', 'Contribute', 'News']);
      expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    },
  );
});

describe('cart badge', () => {
  it('is hidden at zero and counts distinct lines, not pieces', async () => {
    renderNav();
    expect(screen.queryByTestId('cart-badge')).toBeNull();

    useCart.getState().addItem({ productId: 'tent', quantity: 3 });
    useCart.getState().addItem({ productId: 'tent', quantity: 2 });
    useCart.getState().addItem({ productId: 'cake', quantity: 1 });
    expect((await screen.findByTestId('cart-badge')).textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();

    useCart.getState().clear();
    await waitFor(() => expect(screen.queryByTestId('cart-badge')).toBeNull());
  });
});

describe('cart button', () => {
  it('tells a visitor to log in without navigating, and the red close mark dismisses the message', async () => {
    const user = userEvent.setup();
    renderNav('/event-planners/services');
    await user.click(screen.getByRole('button', { name: 'Cart' }));

    expect(await screen.findByText('Log in to view your cart')).toBeTruthy();
    expect(location()).toBe('/event-planners/services');

    // A second tap refreshes the one message rather than stacking another.
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(screen.getAllByText('Log in to view your cart')).toHaveLength(1);

    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.classList.contains('text-red-600')).toBe(true);
    await user.click(dismiss);
    await waitForElementToBeRemoved(() => screen.queryByText('Log in to view your cart'), { timeout: 3000 });
    expect(location()).toBe('/event-planners/services');
  });

  it("offers a visitor the way in from the cart's message, back to the cart afterwards", async () => {
    const user = userEvent.setup();
    renderNav('/event-planners/services');
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const logIn = await screen.findByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/event-planners/login?next=%2Fevent-planners%2Fcart');
    await user.click(logIn);
    expect(location()).toBe('/event-planners/login');
  });

  it('takes a signed-in user to the cart', async () => {
    const user = userEvent.setup();
    signInAs({ userRole: 'user' });
    renderNav();
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(location()).toBe('/event-planners/cart');
    expect(screen.queryByText('Log in to view your cart')).toBeNull();
  });
});

describe('account button', () => {
  it('toggles a signed-in user between the account page and the Event Planners home', async () => {
    const user = userEvent.setup();
    signInAs({ userRole: 'user' });
    renderNav('/event-planners/services');

    await user.click(screen.getByRole('link', { name: 'Your account' }));
    expect(location()).toBe('/event-planners/Account');

    await user.click(screen.getByRole('link', { name: 'Close your account page' }));
    expect(location()).toBe('/event-planners');
  });

  it('takes a visitor to the account page', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(location()).toBe('/event-planners/Account');
  });
});

describe('unread notifications', () => {
  it('show as a badge on the person icon, counted in its accessible name', async () => {
    unreadCount = 3;
    signInAs({ userRole: 'user' });
    renderNav('/event-planners/services');
    const badge = await screen.findByTestId('unread-badge', {}, { timeout: 5000 });
    expect(badge.textContent).toBe('3');
    const link = screen.getByRole('link', { name: 'Your account, 3 unread notifications' });
    expect(link.contains(badge)).toBe(true);
  });

  it('show nothing when all are read', async () => {
    signInAs({ userRole: 'user' });
    renderNav('/event-planners/services');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('are never asked for a visitor', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
