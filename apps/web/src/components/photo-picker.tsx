// A button that opens the phone's photo picker: a label of ours around a hidden file input, since the browser's own
// file button speaks the phone's language, not the page's. `onFile` takes one photo as soon as it is chosen (and lets
// the same one be chosen again); without it the input is a form's field like any other.
import { PHOTO_ACCEPT } from '@sherehe/core/listing-rules';
import { ImagePlus } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type PhotoPickerProps = {
  label: ReactNode;
  /** Sending: the button rests until it is done. */
  busy?: boolean;
  className?: string;
  onFile?: (file: File) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'accept'>;

export function PhotoPicker({ label, busy = false, className = '', onFile, id, ...input }: PhotoPickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <label
      htmlFor={inputId}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-sm text-stone-900 hover:bg-stone-50 focus-within:outline-2 focus-within:outline-teal-600 ${busy ? 'pointer-events-none opacity-60' : ''} ${className}`}
    >
      <ImagePlus aria-hidden="true" className="size-4" />
      {label}
      <input
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        disabled={busy}
        {...(onFile
          ? {
              onChange: (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              },
            }
          : {})}
        {...input}
      />
    </label>
  );
}
