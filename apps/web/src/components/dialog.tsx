// A modal dialog: bottom sheet on phones, centred card from the sm breakpoint; traps focus and gives it back.
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus.ts';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close icon (the caller translates it). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on opening; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus returns on closing; the element focused before opening otherwise (Safari does not focus clicked buttons). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  initialFocusRef,
  returnFocusRef,
}: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panelRef, { active: true, onClose, initialFocusRef, returnFocusRef });

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      {/* Clicking the backdrop is a pointer convenience; Escape and the close buttons are the keyboard way out. */}
      <div className="absolute inset-0 bg-stone-900/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-stone-900 shadow-xl outline-none sm:max-w-md sm:rounded-2xl sm:pb-5"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="pt-2 font-semibold text-lg">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-3">{children}</div>
        {footer ? <div className="mt-5 flex justify-end gap-3">{footer}</div> : null}
      </div>
    </div>
  );
}
