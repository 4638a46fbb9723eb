// When the floating buttons (Smart Planner, support chat, back-to-top) step aside on a phone, where they would
// otherwise sit on what a person reads or taps: while a form control has focus (the keyboard is up), while words, a
// picture, a link, button or field lies under their corner of the screen, and while the page is being scrolled down past the first
// screen. Scrolling up, the top of the page and its end (where the layouts keep room for them) bring them back.
// Wider screens have margins beside the content: nothing changes there.
import { FLOATING_ATTRIBUTE, setFloatingAside } from './floating-room-state.ts';

const PHONE = '(max-width: 639px)';
/** Scroll moves smaller than this (px) are jitter, not a direction. */
const SCROLL_STEP = 6;
/** Within this much of the page's end the room kept for the buttons is on screen. */
const END_SLACK = 96;
const FIRST_SCREEN = 300;
const FORM_CONTROL = 'input, select, textarea, [contenteditable="true"]';
const TAPPABLE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"]';
const PICTURE = 'img, svg, picture, video, canvas, iframe';
/** Where the buttons sit on a phone (CSS px from the screen's bottom corners), as the components place them. */
const ZONES = [
  { side: 'right', inset: 16, width: 112, height: 48 },
  { side: 'left', inset: 16, width: 48, height: 48 },
] as const;
/** Content moves under the buttons without a scroll too (a page arriving, a list growing): looked at again this often. */
const RECHECK_MS = 800;

let scrolledDown = false;
let formFocused = false;
let contentUnder = false;
let recheck: ReturnType<typeof setInterval> | undefined;
let frame = 0;
let lastY = 0;
let watching = false;

function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
}

// A button with the keyboard's focus stays where it is: hiding it would lose the person's place.
const floatingFocused = () => document.activeElement?.closest(`[${FLOATING_ATTRIBUTE}]`) != null;

function notify() {
  const phone = isPhone() && !floatingFocused();
  setFloatingAside({
    always: phone && (scrolledDown || formFocused || contentUnder),
    overControls: phone && (formFocused || contentUnder),
  });
}

function onScroll() {
  const y = window.scrollY;
  const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - END_SLACK;
  let next = scrolledDown;
  if (y < FIRST_SCREEN || atEnd) next = false;
  else if (y - lastY > SCROLL_STEP) next = true;
  else if (lastY - y > SCROLL_STEP) next = false;
  if (Math.abs(y - lastY) > SCROLL_STEP || next !== scrolledDown) lastY = y;
  if (next !== scrolledDown) {
    scrolledDown = next;
    notify();
  }
  scheduleCheck();
}

type Zone = { left: number; top: number; right: number; bottom: number };

/**
 * Words of `element` itself (not of its children, which are found at their own points) on the zone. The element at
 * a point is often a block wider than its words (a heading's line ends short of the corner): only where its letters
 * stand counts.
 */
function wordsOn(element: Element, zone: Zone): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (
        line.left < zone.right &&
        zone.left < line.right &&
        line.top < zone.bottom &&
        zone.top < line.bottom
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Whether words, a picture, a link, button or field lie under the buttons' corners, looked at on a few points of each. */
function findContentUnder(): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const { innerWidth, innerHeight } = window;
  for (const { side, inset, width, height } of ZONES) {
    const left = side === 'right' ? innerWidth - inset - width : inset;
    const top = innerHeight - inset - height;
    const zone = { left, top, right: left + width, bottom: top + height };
    // To the zone's very edges: a line of words that only grazes a button still sits under it.
    for (const fx of [0.02, 0.35, 0.65, 0.98]) {
      for (const fy of [0.02, 0.5, 0.98]) {
        const under = document
          .elementsFromPoint(left + width * fx, top + height * fy)
          .find((element) => !element.closest(`[${FLOATING_ATTRIBUTE}]`));
        if (under?.closest(TAPPABLE) || under?.closest(PICTURE) || (under && wordsOn(under, zone)))
          return true;
      }
    }
  }
  return false;
}

function checkUnder() {
  frame = 0;
  const next = isPhone() && findContentUnder();
  if (next !== contentUnder) {
    contentUnder = next;
    notify();
  }
}

function scheduleCheck() {
  // A tab in the background has nothing under its buttons worth looking at.
  if (frame === 0 && !document.hidden) frame = requestAnimationFrame(checkUnder);
}

function onFocusChange() {
  const active = document.activeElement;
  formFocused = active instanceof Element && active.matches(FORM_CONTROL);
  notify();
}

// Focus moving between two fields passes through the body: read where it lands once it has.
function onFocusOut() {
  queueMicrotask(onFocusChange);
}

/** Starts following the page (once); the buttons render as usual until it has. */
export function startWatching(): void {
  if (watching) return;
  watching = true;
  lastY = window.scrollY;
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('focusin', onFocusChange);
  document.addEventListener('focusout', onFocusOut);
  window.addEventListener('resize', scheduleCheck);
  recheck = setInterval(scheduleCheck, RECHECK_MS);
  onFocusChange();
  scheduleCheck();
}

/** For tests: stop and forget. */
export function stopWatching(): void {
  watching = false;
  window.removeEventListener('scroll', onScroll);
  document.removeEventListener('focusin', onFocusChange);
  document.removeEventListener('focusout', onFocusOut);
  window.removeEventListener('resize', scheduleCheck);
  clearInterval(recheck);
  if (frame !== 0) cancelAnimationFrame(frame);
  frame = 0;
  scrolledDown = false;
  formFocused = false;
  contentUnder = false;
  setFloatingAside({ always: false, overControls: false });
}
