import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { wantToaster } from '../lib/toaster-demand.ts';
import { Providers, TOASTER_SETTLE_MS } from './providers.tsx';

afterEach(() => {
  cleanup();
  toast.remove();
});

// The toaster stays out of the first screen's download; toasts made before it loads are shown once it has.
describe('Providers', () => {
  it('loads the toaster by itself once the page has settled', async () => {
    render(<Providers>page</Providers>);
    toast('Karibu Sherehe');
    expect(screen.queryByText('Karibu Sherehe')).toBeNull();
    expect(await screen.findByText('Karibu Sherehe', {}, { timeout: TOASTER_SETTLE_MS + 2000 })).toBeTruthy();
  });

  it('loads it at once when the first screen wants to toast sooner', async () => {
    render(<Providers>page</Providers>);
    toast('Habari');
    act(() => wantToaster());
    // Well before the settle time: the wish, not the timer, brought it.
    expect(await screen.findByText('Habari', {}, { timeout: TOASTER_SETTLE_MS / 2 })).toBeTruthy();
  });
});
