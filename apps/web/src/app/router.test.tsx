import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../test/app-router.tsx';
import { routes } from './router.tsx';

beforeEach(() => {
  // The footer and support chat ask the API for contact details; there is no server here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup(); // unmount before the real fetch comes back, or a late query would reach for the network
  resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function h1() {
  return screen.findByRole('heading', { level: 1 });
}

describe('routes', () => {
  it('shows the full-screen loader while the first page downloads', async () => {
    renderRoutes(routes, '/event-planners/news');
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect((await h1()).textContent).toBe('News');
  });

  it.each([
    ['/event-planners/services', 'Services'],
    ['/event-planners/services/decoration', 'Decoration'],
    ['/event-planners/products/42', 'This listing is not available'],
    ['/event-planners/vendors/42', 'This vendor is not listed'],
    ['/event-planners/cart', 'Cart'],
    ['/event-planners/login', 'Sign in'],
    ['/event-planners/register', 'Create your account'],
    ['/event-planners/reset-password', 'Reset your password'],
    ['/event-planners/Account', 'Account'],
    ['/event-planners/vendor', 'Vendor area'],
    ['/event-planners/admin', 'Admin dashboard'],
    ['/event-planners/news', 'News'],
    ['/event-planners/contribute', 'Contribute'],
    ['/event-planners/event', 'Create Event'],
  ])('%s opens its page inside the Event Planners layout', async (path, title) => {
    renderRoutes(routes, path);
    expect((await h1()).textContent).toBe(title);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // Everywhere but over the admin's tables and forms.
    expect(screen.queryByRole('button', { name: 'Open the Smart Planner' }) !== null).toBe(
      !path.startsWith('/event-planners/admin'),
    );
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it.each(['/', '/Privacy-Policy', '/event-planners', '/event-planners/about'])(
    '%s (the other pages of the shell) renders a page with a heading',
    async (path) => {
      renderRoutes(routes, path);
      expect(await h1()).toBeTruthy();
      expect(await screen.findByRole('contentinfo')).toBeTruthy();
    },
  );

  it('serves Medi-Finder in its own layout', async () => {
    renderRoutes(routes, '/medi-finder');
    expect((await h1()).textContent).toBe('Medi-Finder');
    expect(screen.getByRole('link', { name: 'Back to Sherehe' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Pharmacies' }).getAttribute('href')).toBe(
      '/medi-finder/pharmacies',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the account page of a signed-in user', async () => {
    signInAs({ userRole: 'vendor', name: 'Baraka' });
    renderRoutes(routes, '/event-planners/Account');
    expect((await h1()).textContent).toBe('Your account');
    expect(screen.getByText('Baraka')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The orders feature's section, composed into the page by app/.
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeTruthy();
  });

  it.each(['/event-planners/checkout', '/event-planners/orders/42'])(
    '%s sends a visitor to sign in first',
    async (path) => {
      renderRoutes(routes, path);
      expect((await h1()).textContent).toBe('Sign in');
    },
  );

  it('opens checkout and an order page for a signed-in person', async () => {
    signInAs({ userRole: 'user', name: 'Neema' });
    renderRoutes(routes, '/event-planners/checkout');
    expect((await h1()).textContent).toBe('Checkout');
    cleanup();
    renderRoutes(routes, '/event-planners/orders/42');
    expect(await screen.findByRole('link', { name: 'Back to my orders' })).toBeTruthy();
  });
});

describe('unknown paths', () => {
  it('under /event-planners: a 404 inside the Event Planners layout, leading back to its home', async () => {
    renderRoutes(routes, '/event-planners/no-such-page');
    expect((await h1()).textContent).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/event-planners',
    );
  });

  it('under /medi-finder: a 404 inside the Medi-Finder layout', async () => {
    renderRoutes(routes, '/medi-finder/somewhere/else');
    expect((await h1()).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Sherehe' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/medi-finder');
  });

  it('anywhere else: a 404 inside the company site layout', async () => {
    renderRoutes(routes, '/nothing-here');
    expect((await h1()).textContent).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Sherehe sites' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('navigation', () => {
  it('scrolls the window to the top on every path change, and not for the first page', async () => {
    const { router } = renderRoutes(routes, '/event-planners/news');
    await h1();
    const scrollTo = vi.mocked(window.scrollTo);
    expect(scrollTo).not.toHaveBeenCalled();

    await router.navigate('/event-planners/contribute');
    expect((await screen.findByRole('heading', { level: 1, name: 'Contribute' })).textContent).toBe(
      'Contribute',
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await router.navigate('/event-planners/contribute?ref=share');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("loads a page's strings with it, in the language on screen", async () => {
    await i18next.changeLanguage('sw');
    renderRoutes(routes, '/event-planners/event');
    expect((await h1()).textContent).toBe('Tengeneza Tukio');
    expect(screen.getByRole('link', { name: 'Nyumbani' })).toBeTruthy();
  });
});
