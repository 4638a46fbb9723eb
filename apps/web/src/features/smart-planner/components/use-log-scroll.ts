// Where the conversation is scrolled. New lines keep it at the bottom; a long answer (the options, a venue search) is
// held at its start while it grows; once the person scrolls, it stays where they put it until the next message
// (or until they come back down to the bottom).
import { type RefObject, useCallback, useEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 48;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

type Mode = { kind: 'bottom' } | { kind: 'start'; of: HTMLElement } | { kind: 'free' };

export function useLogScroll(
  logRef: RefObject<HTMLElement | null>,
  shownCount: number,
  lastId: number | undefined,
) {
  const mode = useRef<Mode>({ kind: 'bottom' });

  const apply = useCallback(() => {
    const log = logRef.current;
    const current = mode.current;
    if (!log || current.kind === 'free') return;
    // offsetTop is measured from the log, which is positioned.
    log.scrollTop = current.kind === 'bottom' ? log.scrollHeight : Math.max(0, current.of.offsetTop - 8);
  }, [logRef]);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const observer = new MutationObserver(apply);
    observer.observe(log, { childList: true, subtree: true, characterData: true });

    const takeOver = () => {
      mode.current = { kind: 'free' };
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key) && event.target === log) takeOver();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === log) takeOver(); // the scroll bar
    };
    const onScroll = () => {
      if (mode.current.kind !== 'free') return; // our own scrolling
      if (log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX)
        mode.current = { kind: 'bottom' };
    };
    log.addEventListener('wheel', takeOver, { passive: true });
    log.addEventListener('touchmove', takeOver, { passive: true });
    log.addEventListener('keydown', onKeyDown);
    log.addEventListener('pointerdown', onPointerDown);
    log.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      log.removeEventListener('wheel', takeOver);
      log.removeEventListener('touchmove', takeOver);
      log.removeEventListener('keydown', onKeyDown);
      log.removeEventListener('pointerdown', onPointerDown);
      log.removeEventListener('scroll', onScroll);
    };
  }, [logRef, apply]);

  const revealStart = useCallback(
    (element: Element) => {
      if (!(element instanceof HTMLElement)) return;
      mode.current = { kind: 'start', of: element };
      apply();
    },
    [apply],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever a message is added
  useEffect(() => {
    // A venue search is read from the question asked ("Halls in Arusha"), however long its answer grows.
    const places = logRef.current?.querySelector(`[data-reveal="${lastId}"]`);
    if (places?.previousElementSibling) return revealStart(places.previousElementSibling);
    mode.current = { kind: 'bottom' };
    apply();
  }, [shownCount]);

  return revealStart;
}
