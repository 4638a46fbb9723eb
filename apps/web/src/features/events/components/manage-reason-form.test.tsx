import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ManageReasonForm } from './manage-reason-form.tsx';

describe('ManageReasonForm', () => {
  it('asks for the reason before confirming, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ManageReasonForm
        heading="Reverse this payment?"
        body="The money goes back."
        confirmLabel="Reverse"
        reasonLabel="Why?"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Why?' });
    expect(document.activeElement).toBe(field);

    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please write a reason.')).toBeTruthy();

    await user.type(field, '  paid twice ');
    expect(screen.queryByText('Please write a reason.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(onConfirm).toHaveBeenCalledWith('paid twice');
  });

  it('asks nothing without a reason label', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ManageReasonForm
        heading="Cancel this pledge?"
        body="It stays in the history."
        confirmLabel="Cancel pledge"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel pledge' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
