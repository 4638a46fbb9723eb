import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetPlannerStore } from '../planner-store.ts';
import { SmartPlannerLauncher } from './smart-planner-launcher.tsx';

// The planner's chunk fails to download while `offline` is set (a dropped connection), and loads once it is back.
const network = vi.hoisted(() => ({ offline: true, attempts: 0 }));
vi.mock('./planner-panel.tsx', async (importOriginal) => {
  network.attempts++;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
  // Not the shared helpers: they import the panel, whose import is what fails here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => refusalResponse(500, 'internal', 'server.internal')),
  );
});

afterEach(() => {
  resetPlannerStore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SmartPlannerLauncher when the planner fails to load', () => {
  it('goes back to the closed button, and a later press loads the planner', async () => {
    renderWithProviders(<SmartPlannerLauncher />);
    const launcher = screen.getByRole('button', { name: 'Open the Smart Planner' });

    fireEvent.click(launcher);
    await waitFor(() => expect(launcher.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(launcher);
    expect(network.attempts).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    network.offline = false;
    fireEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Smart Planner' })).toBeTruthy();
  });
});
