import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetAppState } from '../../test/app-router.tsx';
import { SiteLayout } from './site-layout.tsx';

// The footer's chunk does not download (a dropped connection, or a deploy replaced it).
const footerImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/site-footer/components/site-footer.tsx', () => {
  footerImports.count++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});

afterEach(() => {
  resetAppState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LayoutFooter', () => {
  it('stays its placeholder when its chunk fails, and the layout and page stay in place', async () => {
    const { container } = renderRoutes([
      {
        path: '/',
        element: <SiteLayout />,
        // What an error escaping the layout would show.
        errorElement: <p>Unexpected Application Error!</p>,
        children: [{ index: true, element: <h1>The page</h1> }],
      },
    ]);
    await waitFor(() => expect(footerImports.count).toBeGreaterThan(0));
    await waitFor(() => expect(consoleError).toHaveBeenCalled()); // React reports the caught error

    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open customer support chat' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"].bg-stone-900')).toBeTruthy();
  });
});
