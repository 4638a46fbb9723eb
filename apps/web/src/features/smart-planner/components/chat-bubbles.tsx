// The planner's speech bubbles.
import type { ReactNode } from 'react';

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
