// The planner's speech bubbles and its typing dots.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function BotBubble({ children }: { children: ReactNode }) {
  return (
    <p className="max-w-[88%] self-start whitespace-pre-wrap rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm text-stone-800 shadow-sm ring-1 ring-stone-200">
      {children}
    </p>
  );
}

export function UserBubble({ children }: { children: ReactNode }) {
  return (
    <p className="max-w-[85%] self-end whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 text-sm text-white tabular-nums">
      {children}
    </p>
  );
}

export function TypingDots() {
  const { t } = useTranslation('planner');
  return (
    <div className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-white px-3 py-3 shadow-sm ring-1 ring-stone-200">
      <span className="sr-only">{t('typing')}</span>
      {['0ms', '150ms', '300ms'].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: delay }}
          className="size-2 rounded-full bg-stone-400 motion-safe:animate-bounce"
        />
      ))}
    </div>
  );
}
