// The page's entry: the styles, then the app. Under a first screen the server drew (decision 022) the app's code
// runs only after the browser has painted that screen, so a phone shows the page first and runs the app next,
// instead of running the app before its first paint.
import './index.css';
import { SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';

const start = () => void import('./main.tsx');

if (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // The frame's callback runs before its paint; the timer after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
