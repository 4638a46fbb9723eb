// The required reason (or note) some confirmations ask for: a label, a textarea, and the "required" message shown
// after an empty submit, wired for screen readers. The dialog owns the value and whether it is missing, because it
// alone knows when a submit happened; typing something clears the message.
import type { ReactNode, RefObject } from 'react';

type ReasonFieldProps = {
  /** The textarea's id. */
  id: string;
  /** The message's id, which the textarea points to while the reason is missing. */
  missingId: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Shown (and the textarea marked invalid) when not null. */
  missingMessage: string | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  name?: string;
  required?: boolean;
  className?: string;
};

export function ReasonField({
  id,
  missingId,
  label,
  value,
  onChange,
  maxLength,
  missingMessage,
  textareaRef,
  name,
  required,
  className,
}: ReasonFieldProps) {
  const missing = missingMessage !== null;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-sm text-stone-900">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={3}
        maxLength={maxLength}
        required={required}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? missingId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-invalid:border-red-600"
      />
      {missing ? (
        <p id={missingId} className="mt-1 font-medium text-red-700 text-sm">
          {missingMessage}
        </p>
      ) : null}
    </div>
  );
}
