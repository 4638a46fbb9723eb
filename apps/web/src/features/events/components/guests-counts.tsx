// The guest list at a glance, whatever the filter: guests and seats, each side's guests and seats, and how many have
// a pledge and have paid it.
import type { GuestCounts } from '@sherehe/core/api/guests';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { guestSides } from '@sherehe/core/guest-rules';
import { useTranslation } from 'react-i18next';

export function GuestsCounts({ counts }: { counts: GuestCounts }) {
  const { t } = useTranslation('eventManage');
  const items: { key: string; label: string; value: number; more?: string }[] = [
    { key: 'guests', label: t('guests.counts.guests'), value: counts.guests },
    { key: 'seats', label: t('guests.counts.seats'), value: counts.seats },
    ...guestSides.map((side) => ({
      key: side,
      label: t(`guests.sides.${side}`),
      value: counts.bySide[side].guests,
      more: t('guests.counts.seatsOf', {
        count: counts.bySide[side].seats,
        seats: formatDecimal(counts.bySide[side].seats),
      }),
    })),
    {
      key: 'pledged',
      label: t('guests.counts.pledged'),
      value: counts.pledged,
      more: t('guests.counts.paid', { count: counts.paid, paid: formatDecimal(counts.paid) }),
    },
  ];
  return (
    <section aria-labelledby="guests-counts-heading" className="mt-4">
      <h3 id="guests-counts-heading" className="sr-only">
        {t('guests.counts.label')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div
            key={item.key}
            data-count={item.key}
            className="min-w-0 rounded-lg border border-stone-200 bg-white p-3"
          >
            <dt className="text-sm text-stone-600">{item.label}</dt>
            <dd className="text-stone-900">
              <span className="font-semibold text-lg tabular">{formatDecimal(item.value)}</span>
              {item.more ? <span className="block text-sm text-stone-600 tabular">{item.more}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
