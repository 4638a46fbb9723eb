// A listing's status in words and colour: draft (stone), published (green), archived (amber).
import type { ListingStatus } from '@sherehe/core/api/vendor-area';
import { useTranslation } from 'react-i18next';

const styles: Record<ListingStatus, string> = {
  draft: 'bg-stone-100 text-stone-800',
  published: 'bg-green-100 text-green-800',
  archived: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('vendor');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${styles[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
