// The open support chat: a greeting after a short "typing" pause; what the person writes is handed to WhatsApp, and
// the chat then says the conversation continues there. Its header says "Online" while support answers (the site
// config's support hours, around the clock when none are set) and that replies come on WhatsApp when it is away.
// Mounted on opening and unmounted on closing, so every opening starts with the typing indicator and no messages.
import { supportIsOpen } from '@sherehe/core/support-hours';
import { Headset, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../lib/i18n.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { type ChatMessage, ChatMessages } from './chat-messages.tsx';

export const GREETING_DELAY_MS = 3000;

// The chat's words load with it, not with the first load (which has only the launcher's, in `support`); asked for
// as soon as this module arrives, so they come while React mounts the panel.
i18next.loadNamespaces('supportChat').catch(() => {});

export function whatsappLink(number: string, text: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Now, again every minute: the header follows the support hours while the chat stays open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SupportChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('supportChat');
  const { data: config, isError } = useSiteConfig();
  // Until the site config is here there is no one to send to: wa.me without a number reaches no one.
  const whatsapp = config?.supportWhatsapp || null;
  const hours = config?.supportHours ?? null;
  const open = supportIsOpen(hours, useMinute());
  // The last text handed over, for the link that hands it over again if WhatsApp did not open.
  const [handedOver, setHandedOver] = useState<string | null>(null);
  const unreachable = whatsapp === null && isError;
  const titleId = useId();
  const unreachableId = useId();
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(true);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextIdRef = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    const timer = setTimeout(() => {
      setTyping(false);
      setMessages([{ id: nextIdRef.current++, sender: 'bot', key: 'greeting' }]);
    }, GREETING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === '' || whatsapp === null) return; // Enter too, whatever a browser does with a disabled Send
    setMessages((current) => [...current, { id: nextIdRef.current++, sender: 'user', text: draft }]);
    setDraft('');
    setHandedOver(trimmed);
    window.open(whatsappLink(whatsapp, trimmed), '_blank', 'noopener');
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed right-4 bottom-4 z-40 flex h-96 max-h-[calc(100dvh-2rem)] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-stone-900/10"
    >
      <div className="flex items-center gap-3 bg-teal-700 py-2 pr-1 pl-3 text-white">
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-full bg-white/15"
        >
          <Headset className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            {t('title')}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-teal-50">
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${open ? 'bg-green-400' : 'bg-amber-300'}`}
            />
            {open ? t('status') : t('away')}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <ChatMessages
        messages={messages}
        typing={typing}
        handoff={
          handedOver !== null && whatsapp !== null
            ? {
                text: open || hours === null ? t('handoff') : t('handoffAway', { opens: hours.opens }),
                link: whatsappLink(whatsapp, handedOver),
                linkText: t('reopen'),
              }
            : null
        }
      />

      <form onSubmit={send} className="flex items-center gap-2 border-stone-200 border-t p-2">
        <input
          ref={inputRef}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('inputLabel')}
          aria-describedby={unreachable ? unreachableId : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-stone-300 px-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={whatsapp === null}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          <Send aria-hidden="true" className="size-5" />
        </button>
      </form>
      {unreachable ? (
        <p id={unreachableId} role="status" className="px-4 pb-3 text-sm text-stone-700">
          {t('unreachable')}
        </p>
      ) : null}
    </section>
  );
}
