// Customer support: a launcher that bounces a few times to be noticed, then rests; the chat loads on first opening.
import { MessageCircle } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary.tsx';
import { useFloatingAside } from '../../../lib/floating-room.ts';
import { withQueryScope } from '../../../lib/query-host.tsx';
import type { SupportChatPanel as SupportChatPanelType } from './support-chat-panel.tsx';

// The panel reads the site's support hours and contacts, so the query cache comes with it.
const loadPanel = withQueryScope<ComponentProps<typeof SupportChatPanelType>>(() =>
  import('./support-chat-panel.tsx').then((m) => ({ default: m.SupportChatPanel })),
);
const lazyPanel = () => lazy(loadPanel);
// React.lazy keeps a failed import for good, so after a failure the next opening gets a fresh one to try again.
// Shared by every layout's launcher, so once loaded the chat opens at once wherever it is opened next.
let SupportChatPanel = lazyPanel();

function prefetchPanel() {
  // Only a head start: if it fails, opening the chat tries again and handles the failure.
  loadPanel().catch(() => {});
}

export function SupportChat() {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncherRef = useRef(false);
  // Not while focus is on its way back to it after the chat closes.
  const aside = useFloatingAside() && !focusLauncherRef.current;

  useEffect(() => {
    if (!open && focusLauncherRef.current) {
      focusLauncherRef.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  function close() {
    focusLauncherRef.current = true;
    setOpen(false);
  }

  // The chat could not load (say the connection dropped): back to the closed launcher, ready to try again.
  function panelFailed() {
    SupportChatPanel = lazyPanel();
    close();
  }

  if (open) {
    return (
      <QuietBoundary fallback={null} onError={panelFailed}>
        <Suspense fallback={null}>
          <SupportChatPanel onClose={close} />
        </Suspense>
      </QuietBoundary>
    );
  }
  return (
    <button
      ref={launcherRef}
      type="button"
      onClick={() => setOpen(true)}
      // Fetch the chat while the finger is on its way, so it opens at once.
      onPointerEnter={prefetchPanel}
      onFocus={prefetchPanel}
      aria-label={t('open')}
      data-aside={aside}
      data-floating=""
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center data-[aside=true]:hidden sm:size-14 justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 motion-safe:animate-bounce motion-safe:[animation-iteration-count:4]"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </button>
  );
}
