// The conversation: each message as it is (typed, a person's line, the options, a venue search's answer).
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useCallback, useRef } from 'react';
import type { PlannerMessage } from '../planner-messages.ts';
import { usePlanner, visibleMessages } from '../planner-store.ts';
import { plannerTiming } from '../planner-timing.ts';
import { usePlannerText } from '../use-planner-text.ts';
import { BotBubble, UserBubble } from './chat-bubbles.tsx';
import { OptionsMessageView } from './options-message.tsx';
import { PlacesMessageView } from './places-message.tsx';
import { TypedLine } from './typed-line.tsx';
import { useLogScroll } from './use-log-scroll.ts';

export function PlannerLog({ catalogue }: { catalogue: PlannerCatalogue }) {
  const { t } = usePlannerText(catalogue);
  const messages = usePlanner((state) => state.messages);
  const shown = visibleMessages(messages);
  const logRef = useRef<HTMLDivElement>(null);
  const revealStart = useLogScroll(logRef, shown.length, shown.at(-1)?.id);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t('log')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll from the keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      // relative: offsetTop of the answers is measured from here
      className="relative flex flex-1 flex-col gap-2 overflow-y-auto bg-stone-50 p-3 focus-visible:outline-2 focus-visible:outline-teal-700 focus-visible:-outline-offset-2"
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
  revealStart: (element: Element) => void;
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
