// The form's main button: full width, teal, with a spinner and its own words while the request is out.
import { Spinner } from '../../../components/spinner.tsx';

type SubmitButtonProps = { pending: boolean; label: string; pendingLabel: string };

export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      // aria-disabled, not disabled: the button keeps focus while the request is out, and a second press is ignored.
      aria-disabled={pending || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-teal-700 px-5 font-semibold text-base text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {pending ? <Spinner size={18} className="border-white border-r-transparent" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
