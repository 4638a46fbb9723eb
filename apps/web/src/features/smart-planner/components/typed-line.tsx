// A bot message as the spec types it: the typing dots for the thinking delay, then the text a character at a time.
// Screen readers get the text once, whole: the growing copy is hidden from them. Reduced motion shows it at once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TypingDots } from '../../../components/typing-dots.tsx';
import { usePrefersReducedMotion } from '../use-reduced-motion.ts';
import { BotBubble } from './chat-bubbles.tsx';

type TypedLineProps = { text: string; thinkMs: number; charMs: number; onDone: () => void };

export function TypedLine({ text, thinkMs, charMs, onDone }: TypedLineProps) {
  const { t } = useTranslation('planner');
  const reducedMotion = usePrefersReducedMotion();
  // null while thinking; then how many characters are out.
  const [shown, setShown] = useState<number | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (reducedMotion) return;
    let typing: ReturnType<typeof setInterval> | undefined;
    const thinking = setTimeout(() => {
      setShown(1);
      typing = setInterval(() => setShown((count) => (count ?? 0) + 1), charMs);
    }, thinkMs);
    return () => {
      clearTimeout(thinking);
      clearInterval(typing);
    };
  }, [reducedMotion, thinkMs, charMs]);

  const done = reducedMotion || (shown !== null && shown >= text.length);
  useEffect(() => {
    if (done) onDoneRef.current();
  }, [done]);

  if (done) return <BotBubble>{text}</BotBubble>;
  if (shown === null) return <TypingDots label={t('typing')} />;
  return (
    <BotBubble>
      <span aria-hidden="true">{text.slice(0, shown)}</span>
    </BotBubble>
  );
}
