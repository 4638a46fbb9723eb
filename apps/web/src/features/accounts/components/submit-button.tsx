// The form's main button: full width, teal, with a spinner and its own words while the request is out.
import { Button } from '../../../components/button.tsx';

type SubmitButtonProps = { pending: boolean; label: string; pendingLabel: string };

export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    // Loading keeps the focus on the button (aria-disabled, not disabled) and ignores a second press.
    <Button type="submit" size="lg" loading={pending} className="w-full">
      {pending ? pendingLabel : label}
    </Button>
  );
}
