// The conversation, kept scrolled to the newest message unless the person has scrolled up to read.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useCallback, useEffect, useRef } from 'react';
import type { PlannerMessage } from '../planner-messages.ts';
import { usePlanner, visibleMessages } from '../planner-store.ts';
import { plannerTiming } from '../planner-timing.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { BotBubble, UserBubble } from './chat-bubbles.tsx';
import { OptionsMessageView } from './options-message.tsx';
import { PlacesMessageView } from './places-message.tsx';
import { TypedLine } from './typed-line.tsx';

const NEAR_BOTTOM_PX = 48;

export function PlannerLog({ catalogue }: { catalogue: PlannerCatalogue }) {
  const { t } = usePlannerText(catalogue);
  const messages = usePlanner((state) => state.messages);
  const shown = visibleMessages(messages);
  const logRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);

  // New messages always come into view; other growth (typing, results arriving) only while at the bottom.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const toBottom = () => {
      log.scrollTop = log.scrollHeight;
    };
    const observer = new MutationObserver(() => {
      if (stickRef.current) toBottom();
    });
    observer.observe(log, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    stickRef.current = true;
    log.scrollTop = log.scrollHeight;
  }, [shown.length]);

  /** Long answers (the options) are read from their top. */
  const revealStart = useCallback((element: HTMLElement) => {
    const log = logRef.current;
    if (!log) return;
    stickRef.current = false;
    log.scrollTop = Math.max(0, element.offsetTop - log.offsetTop - 8);
  }, []);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('log')}
      onScroll={(event) => {
        const log = event.currentTarget;
        stickRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX;
      }}
      // relative: offsetTop of the answers is measured from here
      className="relative flex flex-1 flex-col gap-2 overflow-y-auto bg-stone-50 p-3"
    >
      {shown.map((message) => (
        <MessageView key={message.id} message={message} catalogue={catalogue} revealStart={revealStart} />
      ))}
    </div>
  );
}

type MessageViewProps = {
  message: PlannerMessage;
  catalogue: PlannerCatalogue;
  revealStart: (element: HTMLElement) => void;
};

function MessageView({ message, catalogue, revealStart }: MessageViewProps) {
  const { line } = usePlannerText(catalogue);
  const markTyped = usePlanner((state) => state.markTyped);
  const onTyped = useCallback(() => markTyped(message.id), [markTyped, message.id]);

  switch (message.kind) {
    case 'line': {
      const text = line(message.key, message.values);
      if (message.from === 'user') return <UserBubble>{text}</UserBubble>;
      if (message.typed) return <BotBubble>{text}</BotBubble>;
      return (
        <TypedLine
          text={text}
          thinkMs={plannerTiming.thinkingMs}
          charMs={plannerTiming.charMs}
          onDone={onTyped}
        />
      );
    }
    case 'options':
      return (
        <OptionsMessageView
          message={message}
          catalogue={catalogue}
          onTyped={onTyped}
          revealStart={revealStart}
        />
      );
    case 'places':
      return <PlacesMessageView message={message} />;
  }
}
