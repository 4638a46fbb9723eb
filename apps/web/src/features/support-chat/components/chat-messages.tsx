// The conversation: bubbles for bot and person, the typing dots, kept scrolled to the newest message; once something
// was sent, a note (not a reply: no bot answers here) that the conversation continues on WhatsApp.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TypingDots } from '../../../components/typing-dots.tsx';

// Bot lines are kept as string keys so they follow a language switch while the chat is open.
export type ChatMessage =
  | { id: number; sender: 'bot'; key: 'greeting' }
  | { id: number; sender: 'user'; text: string };

/** What the chat says after a message went to WhatsApp, with a link that hands it over again. */
export type Handoff = { text: string; link: string; linkText: string };

export function ChatMessages({
  messages,
  typing,
  handoff = null,
}: {
  messages: readonly ChatMessage[];
  typing: boolean;
  handoff?: Handoff | null;
}) {
  const { t } = useTranslation('supportChat');
  const listRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the conversation grows
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, typing, handoff?.text]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label={t('messages')}
      className="flex flex-1 flex-col gap-2 overflow-y-auto bg-stone-50 p-3"
    >
      {messages.map((message) =>
        message.sender === 'bot' ? (
          <p
            key={message.id}
            className="max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm text-stone-800 shadow-sm ring-1 ring-stone-200"
          >
            {t(message.key)}
          </p>
        ) : (
          <p
            key={message.id}
            className="max-w-[85%] self-end whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 text-sm text-white"
          >
            {message.text}
          </p>
        ),
      )}
      {typing ? <TypingDots label={t('typing')} /> : null}
      {handoff ? (
        <div className="mx-auto mt-1 rounded-xl bg-teal-50 px-3 py-2 text-center text-stone-800 text-xs ring-1 ring-teal-100">
          <span className="block">{handoff.text}</span>
          <a
            href={handoff.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2"
          >
            {handoff.linkText}
          </a>
        </div>
      ) : null}
    </div>
  );
}
