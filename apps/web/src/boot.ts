// The page's entry: the styles, then the app. Under a first screen the server drew (decision 022) the app's code
// is fetched and run only once the browser has painted that screen, so a phone shows the page first and runs the app
// next, instead of running the app before its first paint.
import './index.css';
import { FIRST_CODE_ID, SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';

const start = () => void import('./main.tsx');

/**
 * A drawn page names the app's and its screen's code as data, not as preload links, so that code does not share a
 * slow link with the first paint's styles and pictures. Preloaded now, it downloads side by side, not chunk by chunk.
 */
function preloadFirstCode() {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(FIRST_CODE_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** A paint the browser will not make soon (a tab opened in the background) is not waited for longer than this. */
const PAINT_PATIENCE_MS = 3000;

function afterFirstPaint(then: () => void) {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  // Only a contentful paint counts: a frame that has not shown the server's screen yet does not.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(go, PAINT_PATIENCE_MS);
}

if (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  afterFirstPaint(() => {
    preloadFirstCode();
    start();
  });
} else start();
