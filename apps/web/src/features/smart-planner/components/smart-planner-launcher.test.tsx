import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SmartPlannerLauncher } from './smart-planner-launcher.tsx';

describe('SmartPlannerLauncher (placeholder)', () => {
  it('opens a panel saying the planner is coming, and closes with Escape back to the button', async () => {
    const user = userEvent.setup();
    render(<SmartPlannerLauncher />);
    const launcher = screen.getByRole('button', { name: 'Open the Smart Planner' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');

    await user.click(launcher);
    const panel = screen.getByRole('dialog', { name: 'Smart Planner' });
    expect(panel.textContent).toContain('The Smart Planner is on its way');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<SmartPlannerLauncher />);
    await user.click(screen.getByRole('button', { name: 'Open the Smart Planner' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves Escape pressed elsewhere (the nav drawer, a dialog) to whatever has focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">In the drawer</button>
        <SmartPlannerLauncher />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open the Smart Planner' }));
    const elsewhere = screen.getByRole('button', { name: 'In the drawer' });
    elsewhere.focus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Smart Planner' })).toBeTruthy();
    expect(document.activeElement).toBe(elsewhere);
  });
});
