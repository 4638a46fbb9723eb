// The one form field: label, 44 px input, hint and error, wired for screen readers (aria-invalid, aria-describedby).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  hint?: string;
  error?: string | null;
  /** A control inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
};

export function Field({ label, hint, error, trailing, className = '', ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:outline-2 focus:outline-offset-0 ${trailing ? 'pr-12' : ''} ${error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:border-teal-600 focus:outline-teal-600'}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A <select> that matches the Field's input: 44 px tall, the same border and focus ring. */
export const selectClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600';
