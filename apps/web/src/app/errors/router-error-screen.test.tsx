import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/app-router.tsx';
import { describeRouteError, RouterErrorScreen } from './router-error-screen.tsx';

afterEach(() => vi.restoreAllMocks());

function renderFailing(loader: () => unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return renderRoutes([{ path: '/', loader, element: <p>never shown</p>, ErrorBoundary: RouterErrorScreen }]);
}

describe('RouterErrorScreen', () => {
  it('shows the spec title with the status and status text of a thrown response', async () => {
    renderFailing(() => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the message of a thrown error, e.g. a page whose code failed to download', async () => {
    renderFailing(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
  });
});

describe('describeRouteError', () => {
  it('prefers status and text, then a message, and says nothing for what it cannot read', () => {
    expect(describeRouteError(new Error('Boom'))).toBe('Boom');
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError({ weird: true })).toBeNull();
    expect(describeRouteError(new Error(''))).toBeNull();
  });
});
