// What every modal surface (dialog, drawer) owes keyboard and screen-reader users: focus moves in, Tab wraps inside,
// focus that escapes is brought back, Escape closes, the page behind does not scroll, and focus returns on closing.
import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

type ModalFocusOptions = {
  active: boolean;
  onClose: () => void;
  /** Where focus goes on opening; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus returns on closing; the element focused before opening otherwise. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function useModalFocus(
  panelRef: RefObject<HTMLElement | null>,
  { active, onClose, initialFocusRef, returnFocusRef }: ModalFocusOptions,
): void {
  // The latest onClose without re-running the effect (which would move focus again) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !panel.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !panel.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }
    // Focus that escapes anyway (a screen reader's virtual cursor, a script) is brought back.
    function onFocusIn(event: FocusEvent) {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      (returnFocusRef?.current ?? previous)?.focus();
    };
  }, [active, panelRef, initialFocusRef, returnFocusRef]);
}
