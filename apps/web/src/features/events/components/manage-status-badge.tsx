// Where an event stands for pledges: open, closed, or hidden by Sherehe (which outranks the other two).
import type { EventStatus } from '@sherehe/core/event-rules';
import { useTranslation } from 'react-i18next';

export function ManageStatusBadge({ status, hidden }: { status: EventStatus; hidden: boolean }) {
  const { t } = useTranslation('eventManage');
  const shown = hidden ? 'hidden' : status;
  const tone =
    shown === 'hidden'
      ? 'bg-red-100 text-red-900'
      : shown === 'open'
        ? 'bg-green-100 text-green-900'
        : 'bg-stone-200 text-stone-800';
  return (
    <span
      data-status={shown}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${tone}`}
    >
      {t(`status.${shown}`)}
    </span>
  );
}
