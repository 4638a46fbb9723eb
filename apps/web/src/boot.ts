// The page's entry: the styles, then the app. Under a first screen the server drew (decision 022) the app's code
// runs only once the browser has painted that screen, so a phone shows the page first and runs the app next,
// instead of running the app before its first paint.
import './index.css';
import { SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';

const start = () => void import('./main.tsx');

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

if (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) afterFirstPaint(start);
else start();
