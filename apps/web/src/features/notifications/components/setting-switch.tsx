// One on/off setting of the notification settings: its label, a hint, and a switch big enough for a thumb.
import { useId } from 'react';

export function SettingSwitch({
  label,
  hint,
  on,
  onChange,
}: {
  label: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-stone-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!on)}
        className="group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors motion-reduce:transition-none ${on ? 'bg-teal-700' : 'bg-stone-500'}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </span>
      </button>
    </li>
  );
}
