// A post's status as a coloured pill: draft grey, scheduled amber, published green.
import type { NewsStatus } from '@sherehe/core/news-rules';
import { useTranslation } from 'react-i18next';

const tones: Record<NewsStatus, string> = {
  draft: 'bg-stone-200 text-stone-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
};

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('adminNews');
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
