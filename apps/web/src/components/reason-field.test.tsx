import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReasonField } from './reason-field.tsx';

// As the dialogs use it: the message appears after an empty submit and goes once something is typed.
function Harness() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!value.trim()) setMissing(true);
      }}
      noValidate
    >
      <ReasonField
        id="r-reason"
        missingId="r-missing"
        name="reason"
        label="Reason"
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next.trim()) setMissing(false);
        }}
        maxLength={300}
        missingMessage={missing ? 'Please write a reason.' : null}
        textareaRef={ref}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ReasonField', () => {
  it('is named by its label and keeps to its length', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(field.getAttribute('maxlength')).toBe('300');
    expect(field.getAttribute('name')).toBe('reason');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('says the reason is missing after an empty submit, and stops once one is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('r-missing');
    expect(screen.getByText('Please write a reason.').id).toBe('r-missing');

    await user.type(field, 'x');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please write a reason.')).toBeNull();
  });
});
