// The page's entry: the styles, then the app. Under a first screen the server drew (decision 022) the app's code is
// asked for only once the browser has painted that screen and its largest picture, so a phone spends its bandwidth
// on the picture first and runs the app next, instead of running the app before its first paint; on a page mostly
// read (an event's public page), only once the visitor starts using it (decision 044).
import './index.css';
import {
  APP_ON_INTENT_ATTRIBUTE,
  FIRST_ANSWERS_ID,
  FIRST_CODE_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@sherehe/core/first-screen';
import { abandonEarlyInput, keepEarlyInput, usedBeforeCodeArrived } from './lib/early-input.ts';
import { keepPageOfflineNow, whenIdle } from './lib/offline/keep-page-offline-later.ts';
import { offlineScopeOf } from './lib/offline/offline-scopes.ts';
import { readJson, readString } from './lib/storage.ts';
import { CART_KEY, LANGUAGE_KEY, USER_KEY } from './lib/storage-keys.ts';

// Without the app, the drawing's buttons and forms go back to the browser's own ways.
const start = () => void import('./main.tsx').catch(() => abandonEarlyInput(document.getElementById('root')));

/** A paint the browser will not make soon (a tab opened in the background) is not waited for longer than this. */
const PAINT_PATIENCE_MS = 3000;

/** Runs `then` once: at the first call of what it returns, or after PAINT_PATIENCE_MS, whichever comes first. */
function onceOrAfterPatience(then: () => void, cleanUp: () => void = () => {}): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    cleanUp();
    then();
  };
  const timer = setTimeout(go, PAINT_PATIENCE_MS);
  return go;
}

function afterFirstPaint(then: () => void) {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const go = onceOrAfterPatience(then, () => observer.disconnect());
  // Only a contentful paint counts: a frame that has not shown the server's screen yet does not.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** After the drawing's urgent picture (a listing's photo) has loaded and been painted, or failed, or taken too long. */
function afterLargestPicture(root: HTMLElement, then: () => void) {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) {
    then();
    return;
  }
  // The frame after the one that shows it (a hidden tab draws no frames: at once there).
  const go = onceOrAfterPatience(() =>
    document.visibilityState === 'hidden' ? then() : requestAnimationFrame(() => setTimeout(then, 0)),
  );
  picture.addEventListener('load', go, { once: true });
  picture.addEventListener('error', go, { once: true });
}

/** How many modulepreload links go into the page in one task. */
const PRELOADS_PER_TASK = 8;

/**
 * The drawn page's code, named by the server, asked for all at once instead of one import after another, then
 * `then`. A few links a task: each costs the browser 2–3 ms at Lighthouse's 4× slowdown, and the 40 or so of a
 * page in one go made a task of about 100 ms, counted whole in the page's blocking time.
 */
function preloadFirstCode(then: () => void) {
  let files: string[] = [];
  try {
    files = JSON.parse(document.getElementById(FIRST_CODE_ID)?.textContent ?? '[]') as string[];
  } catch {
    // The imports ask for the same code, one after another.
  }
  const next = () => {
    for (const href of files.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (files.length > 0) setTimeout(next, 0);
    else then();
  };
  next();
}

/** What a person does to use a page, not only read it: the first of these starts its code (decision 044). */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'mousemove', 'scroll'];

function onFirstIntent(then: () => void) {
  const go = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, go, true);
    then();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
}

/**
 * The drawing is for a visitor with nothing stored (decision 022): someone signed in, with a cart or with another
 * language chosen gets the app at once, which draws the page afresh for them (main.tsx).
 */
function drawnForThisVisitor(): boolean {
  const cart = readJson(CART_KEY);
  const language = readString(LANGUAGE_KEY);
  return (
    readString(USER_KEY) === null &&
    (cart === null || (Array.isArray(cart) && cart.length === 0)) &&
    (language === null || language === document.documentElement.lang)
  );
}

/** The page shows what it is for (the server drew it from its first answers): worth keeping for offline reading. */
function drawnFromAnswers(): boolean {
  try {
    return Object.keys(JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent ?? '{}')).length > 0;
  } catch {
    return false;
  }
}

const root = document.getElementById('root');
if (root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  keepEarlyInput(root); // what is typed and tapped before the app runs (decision 027)
  if (root.hasAttribute(APP_ON_INTENT_ATTRIBUTE) && drawnForThisVisitor()) {
    // Read offline too without the app, under the scope the page asks for once the app runs (its folder,
    // /event-planners/e/, or Contribute's own address).
    const scope = offlineScopeOf(window.location.pathname);
    if (scope && drawnFromAnswers()) whenIdle(() => void keepPageOfflineNow(scope));
    // Tapped or typed in before this entry ran: that was the sign.
    if (usedBeforeCodeArrived()) preloadFirstCode(start);
    else onFirstIntent(() => preloadFirstCode(start));
  } else afterFirstPaint(() => afterLargestPicture(root, () => preloadFirstCode(start)));
} else start();
