// An order's facts (vendor or customer, dates, place, note): two to a row on phones, label above value; a label
// column beside the values on wider screens.
import type { ReactNode } from 'react';

export type OrderFact = {
  label: string;
  value: ReactNode /** long text: the whole row on phones */;
  wide?: boolean;
};

export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-[max-content_1fr] sm:gap-y-1">
      {facts.map(({ label, value, wide }) => (
        <div key={label} className={`min-w-0 sm:contents ${wide ? 'col-span-2' : ''}`}>
          <dt className="text-sm text-stone-600 sm:text-base">{label}</dt>
          <dd className="break-words font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
