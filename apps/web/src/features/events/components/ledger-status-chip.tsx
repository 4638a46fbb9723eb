// A pledge's status as a coloured pill: pledged, partly paid, paid, overdue, cancelled.
import type { PledgeStatus } from '@sherehe/core/event-rules';
import { useTranslation } from 'react-i18next';

const tones: Record<PledgeStatus, string> = {
  pledged: 'bg-stone-200 text-stone-800',
  partly_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-100 text-stone-600 line-through',
};

export function LedgerStatusChip({ status }: { status: PledgeStatus }) {
  const { t } = useTranslation('eventManage');
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[status]}`}
    >
      {t(`pledgeStatus.${status}`)}
    </span>
  );
}
