import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import { SupportChat } from './support-chat.tsx';

// The chat's chunk fails to download while `offline` is set (a dropped connection), and loads once it is back.
const network = vi.hoisted(() => ({ offline: true, attempts: 0 }));
vi.mock('./support-chat-panel.tsx', async (importOriginal) => {
  network.attempts++;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
});

afterEach(() => vi.restoreAllMocks());

function launcher() {
  return screen.getByRole('button', { name: 'Open customer support chat' });
}

describe('SupportChat when its chunk fails to load', () => {
  it('goes back to the closed launcher, and a later click loads the chat', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(siteConfigQuery.queryKey, siteConfigFixture);
    renderWithProviders(<SupportChat />, { queryClient });

    // A bare click (no hover or focus first): the failing import is the opening's own, not a prefetch's.
    fireEvent.click(launcher());
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
    expect(network.attempts).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    network.offline = false;
    fireEvent.click(launcher());
    expect(await screen.findByRole('dialog', { name: 'Customer Support' })).toBeTruthy();
  });
});
