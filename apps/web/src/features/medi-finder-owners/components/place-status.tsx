// Where a place stands with the public: waiting for an admin's verification, listed, or hidden (and why).
import type { PlaceStatus } from '@sherehe/core/api/medi-finder';
import { useTranslation } from 'react-i18next';

const styles: Record<PlaceStatus, { badge: string; dot: string }> = {
  pending: { badge: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  listed: { badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-600' },
  hidden: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
};

export function PlaceStatusBadge({ status }: { status: PlaceStatus }) {
  const { t } = useTranslation('mediFinderOwners');
  const style = styles[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${style.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
