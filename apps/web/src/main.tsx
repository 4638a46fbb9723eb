// The app's start (loaded by boot.ts): the active language's common strings, then the app; the stored session is
// checked alongside.

import { SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { AppRoutes, routesReady } from './app/router.tsx';
import { useCart } from './lib/cart-store.ts';
import { startCartSync } from './lib/cart-sync.ts';
import { hydrateTappedPartsFirst } from './lib/early-input.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { useSession } from './lib/session-store.ts';
import { startSessionRecheck, syncSessionWithServer } from './lib/session-sync.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In parallel with the strings: the stored user shows at once, and the server's answer corrects it when it comes.
void syncSessionWithServer();
startSessionRecheck();
startCartSync();

// The spec: once the page has fully loaded, the push worker and then the question whether to allow notifications
// (lib/push/push-setup.ts, its own chunk: nothing of it is in the first load).
function startPush() {
  import('./lib/push/push-setup.ts')
    .then((module) => module.startPushNotifications())
    .catch((error: unknown) => console.error('Push notifications could not start', error));
}
if (document.readyState === 'complete') startPush();
else window.addEventListener('load', startPush, { once: true });

// A first screen the server drew (decision 022) stays on show until the app can draw the same at once: its routes'
// code and strings are here, so the first render takes it over in one go instead of flashing the loader.
const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
// Read before i18next starts: it sets <html lang> to its own language.
const drawnLanguage = document.documentElement.lang;

// Render once the nav's strings are here (one small chunk); if they fail to load, render anyway with keys shown.
let stringsLoaded = true;
initI18n()
  .catch((error: unknown) => {
    stringsLoaded = false;
    console.error('Strings failed to load', error);
  })
  .then(() => (serverRendered ? routesReady(window.location.pathname) : undefined))
  .finally(() => {
    // One child under StrictMode, as the server renders `App` alone: `useId` follows the tree's shape.
    const app = (
      <StrictMode>
        <BrowserApp />
      </StrictMode>
    );
    if (!serverRendered) createRoot(container).render(app);
    // Over the server's picture nobody waits on a blank page: the work runs in a transition, which yields to the
    // browser every few milliseconds (no long task blocking a tap). A visitor the drawing shows as they are is
    // hydrated: React keeps the server's nodes instead of building and laying out the page again.
    else if (drawingShowsThisVisitor()) {
      startTransition(() => {
        const root: HydratingRoot = hydrateRoot(container, app);
        // A part tapped on is taken over before the rest (decision 036), where this React has the means.
        if (typeof root.unstable_scheduleHydration === 'function') {
          hydrateTappedPartsFirst((element) => root.unstable_scheduleHydration?.(element));
        }
      });
    } else startTransition(() => createRoot(container).render(app));
  });

/**
 * The server draws for a visitor it does not know (no cookie or token, decision 022), in the language on <html>.
 * Hydration renders the stores as they started (zustand's server snapshot), so someone stored as signed in or with a
 * cart when the page loaded sees a different header, even if the session has ended since: drawn afresh instead, as
 * is a page drawn in another language than the app's, or with the app's strings missing.
 */
function drawingShowsThisVisitor(): boolean {
  return (
    useSession.getInitialState().user === null &&
    useCart.getInitialState().items.length === 0 &&
    stringsLoaded &&
    currentLanguage() === drawnLanguage
  );
}

/** React's root over a drawing, with its way to hydrate one part before the rest (not in its published types). */
type HydratingRoot = Root & { unstable_scheduleHydration?: (target: Element) => void };

function BrowserApp() {
  return (
    <App
      router={
        // No transitions: the address and the screen change together (the loader shows while a page's code
        // downloads), so nobody acts on the old page under the new address.
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      }
    />
  );
}
