// An event's money at a glance: target, pledged, paid, outstanding, contributors and how far the paid money is to
// the target. The committee's page and the Account page's list show the same figures.
import type { EventFigures } from '@sherehe/core/api/events';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';

export function paidShare(figures: EventFigures): number {
  if (figures.targetTzs <= 0) return 0;
  return Math.min(100, Math.floor((figures.paidTzs / figures.targetTzs) * 100));
}

export function ManageProgress({ figures }: { figures: EventFigures }) {
  const { t } = useTranslation('eventManage');
  const percent = paidShare(figures);
  const label = t('figures.progress', { percent });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-teal-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-stone-600">{label}</p>
    </div>
  );
}

export function ManageFigures({ figures }: { figures: EventFigures }) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const items = [
    ['target', formatTzs(figures.targetTzs)],
    ['pledged', formatTzs(figures.pledgedTzs)],
    ['paid', formatTzs(figures.paidTzs)],
    ['outstanding', formatTzs(figures.outstandingTzs)],
    ['contributors', formatDecimal(figures.contributors)],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {items.map(([key, value]) => (
          <div key={key} className="min-w-0 rounded-lg bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{t(`figures.${key}`)}</dt>
            <dd className="font-semibold text-base text-stone-900 tabular sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      <ManageProgress figures={figures} />
    </div>
  );
}
