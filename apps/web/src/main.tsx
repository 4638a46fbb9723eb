// Entry point: styles, the active language's common strings, then the app; the stored session is checked alongside.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startCartSync } from './lib/cart-sync.ts';
import { initI18n } from './lib/i18n.ts';
import { startSessionRecheck, syncSessionWithServer } from './lib/session-sync.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

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

// Render once the nav's strings are here (one small chunk); if they fail to load, render anyway with keys shown.
initI18n()
  .catch((error: unknown) => console.error('Strings failed to load', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
