import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetPlannerStore } from '../planner-store.ts';
import { conversation, stubMotion, stubServer } from '../planner-test-helpers.tsx';
import { SmartPlannerLauncher } from './smart-planner-launcher.tsx';

// The panel is a lazy chunk; load it once up front so the tests do not wait on a module import each time.
beforeAll(() => import('./planner-panel.tsx'));

beforeEach(() => {
  stubMotion('reduce');
  stubServer();
});

afterEach(() => {
  resetPlannerStore();
  vi.unstubAllGlobals();
});

function launcher() {
  return screen.getByRole('button', { name: 'Open the Smart Planner' });
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return screen.findByRole('dialog', { name: 'Smart Planner' });
}

describe('SmartPlannerLauncher', () => {
  it('opens the planner with focus inside, and closes with Escape back to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SmartPlannerLauncher />);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');

    const panel = await open(user);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Number of guests')));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its Close button and keeps the conversation for the next opening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SmartPlannerLauncher />);
    await open(user);
    await user.type(screen.getByLabelText('Number of guests'), '60');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    const before = conversation();
    expect(before).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());

    await open(user);
    expect(conversation()).toEqual(before); // no second greeting
    expect(screen.getByLabelText('Budget (TZS)')).toBeTruthy();
  });

  it('leaves Escape pressed elsewhere (the nav drawer, a dialog) to whatever has focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">In the drawer</button>
        <SmartPlannerLauncher />
      </>,
    );
    await open(user);
    const elsewhere = screen.getByRole('button', { name: 'In the drawer' });
    act(() => elsewhere.focus());

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Smart Planner' })).toBeTruthy();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('does not pull focus back into the planner once the person has moved on', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">On the page</button>
        <SmartPlannerLauncher />
      </>,
    );
    await open(user);
    await user.type(screen.getByLabelText('Number of guests'), '60');
    fireEvent.submit(screen.getByLabelText('Number of guests').closest('form') as HTMLFormElement);
    const page = screen.getByRole('button', { name: 'On the page' });
    act(() => page.focus());
    await screen.findByLabelText('Budget (TZS)');
    expect(document.activeElement).toBe(page);
  });
});
