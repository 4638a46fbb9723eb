// What a person types and taps on the server's drawing before the app has taken it over (decision 027). The browser
// keeps what is typed in the fields, but the app's state starts from the drawing's values: once the app has drawn,
// each changed field is told to the app as if typed again, and the last button tapped is tapped again. Until then a
// tapped button does nothing of its own (a form's button would otherwise send the form as a plain page load): the
// page's inline tap keeper (EARLY_TAPS_SCRIPT) sees to that from the first paint, and this takes over what it keeps.
import {
  EARLY_TAP_BUTTONS as BUTTONS,
  EARLY_TAPS_GLOBAL,
  SERVER_RENDERED_ATTRIBUTE,
} from '@sherehe/core/first-screen';

/** What the page's tap keeper (EARLY_TAPS_SCRIPT) leaves on `window`: the last button tapped, and its hooks. */
export type EarlyTaps = {
  tap: Element | null;
  /** Called with each tapped button, and with null when a new press begins; replaced by `keepEarlyInput`. */
  keep: (button: Element | null) => void;
  /** Whether a tap on `button` may go to the app as it is; replaced by `keepEarlyInput`. */
  owned: (button: Element) => boolean;
  stop: () => void;
};

// A chosen file cannot be set again by script: file inputs are left to the person.
const FIELDS = 'input:not([type="file"]), textarea, select';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string; checked: boolean };

/** A name for a control that the app's own drawing of the same page gives it too: kind, name or label, and rank. */
function keyOf(
  element: Element,
  within: HTMLElement,
  selector: string,
  label: (element: Element) => string,
): string {
  const name = label(element);
  let rank = 0;
  for (const other of within.querySelectorAll(selector)) {
    if (other === element) break;
    if (other.tagName === element.tagName && label(other) === name) rank += 1;
  }
  return `${element.tagName}|${name}|${rank}`;
}

const fieldName = (field: Element) =>
  field instanceof HTMLInputElement ||
  field instanceof HTMLTextAreaElement ||
  field instanceof HTMLSelectElement
    ? `${field.type}:${field.name || field.id || field.getAttribute('aria-label') || ''}`
    : '';
const buttonName = (button: Element) =>
  button.getAttribute('aria-label') ??
  (button instanceof HTMLInputElement ? button.value : (button.textContent ?? '').trim());

const typed = new Map<string, Typed>();
let tapped: string | null = null;
/** The kept tap's button on the drawing, and what hydrates its part first (set once the app hydrates: main.tsx). */
let tappedButton: Element | null = null;
let hydrateFirst: ((element: Element) => void) | null = null;
let stopWatching: (() => void) | null = null;
/** The drawing's own fields: only these can show a value the app's state has not caught up with. */
let drawnFields = new WeakSet<Element>();

function changedFromDrawing(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

function keep(field: Field, root: HTMLElement) {
  const checked = field instanceof HTMLInputElement && field.checked;
  typed.set(keyOf(field, root, FIELDS, fieldName), { value: field.value, checked });
}

/** From boot: keeps what is typed and tapped on the drawing in `root` until `replayEarlyInput`. */
export function keepEarlyInput(root: HTMLElement): void {
  drawnFields = new WeakSet(root.querySelectorAll(FIELDS));
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    if (changedFromDrawing(field)) keep(field, root); // typed before this code arrived
  }
  const onField = (event: Event) => {
    const field = event.target;
    if (field instanceof Element && root.contains(field) && field.matches(FIELDS)) keep(field as Field, root);
  };
  document.addEventListener('input', onField, true);
  document.addEventListener('change', onField, true);
  // The tap kept before this code arrived, and each one after, named while the drawing is still there. The keeper
  // stops their default and propagation, capturing on the document before the app's own listeners on the root, so
  // React does not hydrate at once for it (decision 036) and it is not handled twice: it is tapped again once its
  // part is the app's, which React takes over first. A new press forgets the kept tap: that tap is kept instead, or
  // reaches the app if its part is the app's already; kept and replayed too, one impatient second tap would act twice.
  const taps = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (taps) {
    const keepTap = (button: Element | null) => {
      tapped = button && root.contains(button) ? keyOf(button, root, BUTTONS, buttonName) : null;
      tappedButton = tapped === null ? null : button;
      hydrateTappedFirst();
    };
    keepTap(taps.tap);
    taps.keep = keepTap;
    taps.owned = (button) => {
      if (!hydrated(button)) return false;
      // The part it is in is the app's already (decision 036): the app is told what was typed in the fields it
      // has, so the tap acts on them. They stay kept, for the page's whole takeover.
      for (const field of root.querySelectorAll<Field>(FIELDS)) {
        if (!hydrated(field)) continue;
        if (drawnFields.has(field) && changedFromDrawing(field)) keep(field, root);
        const wanted = typed.get(keyOf(field, root, FIELDS, fieldName));
        if (wanted) typeAgain(field, wanted);
      }
      return true;
    };
  }
  stopWatching = () => {
    document.removeEventListener('input', onField, true);
    document.removeEventListener('change', onField, true);
    taps?.stop();
  };
}

/** Whether the drawing was used before this code arrived (keepEarlyInput): a tap kept, or a field typed in. */
export function usedBeforeCodeArrived(): boolean {
  return tapped !== null || typed.size > 0;
}

/**
 * Once the app hydrates the drawing (main.tsx): `hydrate` asks React to take the part around an element over before
 * the rest of the page, and the part a kept tap was made on goes first.
 */
export function hydrateTappedPartsFirst(hydrate: (element: Element) => void): void {
  hydrateFirst = hydrate;
  hydrateTappedFirst();
}

function hydrateTappedFirst() {
  const button = tappedButton;
  // Not inside the tap's own event: React would hydrate at the event's priority, at once, while the tap waits to paint.
  if (button && hydrateFirst) setTimeout(() => hydrateFirst?.(button), 0);
}

/**
 * A part of the drawing has been taken over (HydrateApart, TakenOver): when it holds the kept tap's button, the tap
 * is made now rather than once the whole page is the app's, with what was typed in the part (see `owned`).
 */
export function actOnKeptTap(): void {
  const button = tappedButton;
  if (!button || !stopWatching || !hydrated(button)) return;
  tapped = null;
  tappedButton = null;
  // After React's commit, which this is called from: the tap goes through the keeper as the app's own.
  setTimeout(() => (button as HTMLElement).click(), 0);
}

/**
 * Whether React has taken `element` over: React's events find an element's handlers in the props it keeps on the
 * element under a `__reactProps$…` key, set as it hydrates it.
 */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * The app will not take the drawing over (its code failed to load, or it failed to render): buttons and forms are
 * given back to the browser, and what was kept is dropped.
 */
export function abandonEarlyInput(root: HTMLElement | null): void {
  stopWatching?.();
  stopWatching = null;
  typed.clear();
  tapped = null;
  tappedButton = null;
  root?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/**
 * Tells the app a field's value as if typed: the value is set past the app's own record of it (React's value
 * tracker lives on the element's own `value`), so the event reads as a change, as Testing Library's does.
 */
function typeAgain(field: Field, { value, checked }: Typed) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // The app's state is the drawing's (defaultChecked); a click moves it, and the box, to what was chosen.
    if (field.defaultChecked === checked || (field.type === 'radio' && !checked)) return;
    field.checked = !checked;
    field.click();
  } else {
    if (field.defaultValue === value) return;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** How long controls the app draws after its first screen (a page still loading its data) are waited for. */
const PATIENCE_MS = 10_000;

/** Once the app has drawn over `root`: what was typed goes into its fields, then the last tap is made again. */
export function replayEarlyInput(root: HTMLElement): void {
  if (!stopWatching) return;
  stopWatching();
  stopWatching = null;
  // Hydrated fields whose state is not what they show, whatever put it there (typing, the browser's autofill). A
  // field the app drew afresh shows its state already (and a select it drew has no default to compare with).
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    if (drawnFields.has(field) && changedFromDrawing(field)) keep(field, root);
  }
  const page = window.location.pathname;
  const fields = new Map(typed);
  const tap = tapped;
  typed.clear();
  tapped = null;
  tappedButton = null;

  const settle = () => {
    // Only on the page it was meant for: a tap kept for one page is not made on the next.
    if (window.location.pathname !== page) return true;
    for (const field of root.querySelectorAll<Field>(FIELDS)) {
      const key = keyOf(field, root, FIELDS, fieldName);
      const wanted = fields.get(key);
      if (!wanted) continue;
      fields.delete(key);
      typeAgain(field, wanted);
    }
    if (tap === null) return fields.size === 0;
    const key = tap;
    const button = [...root.querySelectorAll(BUTTONS)].find(
      (b) => keyOf(b, root, BUTTONS, buttonName) === key,
    );
    if (!button) return false;
    // The button comes with its form: a field not drawn by now is not part of it. The tap waits for the app to
    // take in the fields' values (their state updates render first).
    setTimeout(() => (button as HTMLElement).click(), 0);
    return true;
  };
  if (settle()) return;
  // A page drawn afresh may show its form only once its data is here.
  const watch = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), PATIENCE_MS);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(root, { childList: true, subtree: true });
}
