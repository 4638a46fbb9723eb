import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeRouteError, RouterErrorScreen } from './router-error-screen.tsx';

afterEach(() => vi.restoreAllMocks());

function renderFailing(error: unknown, landmark?: boolean) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(<RouterErrorScreen error={error} landmark={landmark} />);
}

describe('RouterErrorScreen', () => {
  it('shows the spec title, the message of the failure and the ways out, e.g. a page whose code failed to download', () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it("is the page's main landmark only where a layout failed (a page's sits inside its layout's main)", () => {
    const { unmount } = renderFailing(new Error('layout'), true);
    expect(screen.getByRole('main')).toBeTruthy();
    unmount();
    renderFailing(new Error('page'));
    expect(screen.queryByRole('main')).toBeNull();
  });
});

describe('describeRouteError', () => {
  it('says a message, and nothing for what it cannot read', () => {
    expect(describeRouteError(new Error('Boom'))).toBe('Boom');
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError({ weird: true })).toBeNull();
    expect(describeRouteError(new Error(''))).toBeNull();
  });
});
