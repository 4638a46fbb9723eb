// Customer support: a launcher that bounces a few times to be noticed, then rests; the chat loads on first opening.
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPanel = () => import('./support-chat-panel.tsx');
const SupportChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.SupportChatPanel })));

export function SupportChat() {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncherRef = useRef(false);

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

  if (open) {
    return (
      <Suspense fallback={null}>
        <SupportChatPanel onClose={close} />
      </Suspense>
    );
  }
  return (
    <button
      ref={launcherRef}
      type="button"
      onClick={() => setOpen(true)}
      // Fetch the chat while the finger is on its way, so it opens at once.
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      aria-label={t('open')}
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 motion-safe:animate-bounce motion-safe:[animation-iteration-count:4]"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </button>
  );
}
