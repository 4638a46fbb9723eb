// The marks of the vendor's calendars: booked (paid), held (a checkout waiting for payment) and blocked, as icons
// of the app's one set, so they draw in every browser and font (an emoji such as ⏳ shows as a missing glyph where
// the system has no emoji font). Always beside words or inside a control with an accessible name.
import { Check, Hourglass, Lock } from 'lucide-react';

export type DayMark = 'booked' | 'held' | 'blocked';

export const markIcons = { booked: Check, held: Hourglass, blocked: Lock } as const;

/** Text on a tinted ground, each at least 4.5:1. */
export const markTones: Record<DayMark, string> = {
  booked: 'bg-green-100 text-green-900',
  held: 'bg-amber-100 text-amber-950',
  blocked: 'bg-stone-200 text-stone-800',
};

export function DayMarkIcon({ mark, className = 'size-3' }: { mark: DayMark; className?: string }) {
  const Icon = markIcons[mark];
  return <Icon aria-hidden="true" className={`shrink-0 ${className}`} strokeWidth={2.5} />;
}
