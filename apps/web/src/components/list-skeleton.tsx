// Grey cards in the shape of a list while its first page loads (never a bare spinner inside content): the admin
// lists and the Medi-Finder's.
import { useTranslation } from 'react-i18next';

export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={label ?? t('loading')}>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="h-4 w-2/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="mt-3 h-3 w-3/5 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            <div className="mt-2 h-3 w-1/4 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </div>
  );
}
