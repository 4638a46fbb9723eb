import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/app-router.tsx';
import { PageOutlet } from '../layouts/page-outlet.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the spec screen instead of a page that failed to render, without the details', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('Please contact the system administrator.')).toBeTruthy();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('reloads the page with Refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks Swahili too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('sw');
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Hitilafu imetokea!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pakia upya' })).toBeTruthy();
  });

  it('keeps a broken page inside its layout, and the next page renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <header>Layout header</header>
              <PageOutlet />
            </>
          ),
          children: [
            { path: 'broken', Component: Broken },
            { path: 'fine', element: <h1>Fine page</h1> },
          ],
        },
      ],
      '/broken',
    );
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText('Layout header')).toBeTruthy();

    await router.navigate('/fine');
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });
});
