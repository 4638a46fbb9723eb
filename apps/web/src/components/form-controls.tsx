// Multi-line text and choice controls, labelled and wired for screen readers like the shared Field.
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

type Described = { label: string; hint?: string; error?: string | null; className?: string };

function describedBy(id: string, hint?: string, error?: string | null) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
}

const controlClass = (error?: string | null) =>
  `mt-1.5 w-full rounded-lg border bg-white px-3 text-base text-stone-900 focus:outline-2 focus:outline-offset-0 ${error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:border-teal-600 focus:outline-teal-600'}`;

/** A control's label above it and its hint and error below, tied to it by `id`. */
function Labelled({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: Described & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {label}
      </label>
      {children}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...props
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} py-2`}
        {...props}
      />
    </Labelled>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...props
}: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass(error)} h-11`}
        {...props}
      >
        {children}
      </select>
    </Labelled>
  );
}

/** One choice among a few, each a radio button with its words, under a legend; the error is read with the group. */
export function RadioChoices<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange: (value: Value) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, undefined, error)}>
      <legend className="font-medium text-sm text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-col gap-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-base text-stone-900">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <Notes id={id} error={error} />
    </fieldset>
  );
}
