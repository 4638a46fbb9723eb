// Grey cards in the shape of the list while it loads (never a bare spinner inside content).
import { useTranslation } from 'react-i18next';

export function PlaceListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('mediFinder');
  return (
    <div role="status" aria-label={t('list.loading')}>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            <div className="mt-3 h-5 w-1/3 animate-pulse rounded-full bg-stone-100 motion-reduce:animate-none" />
            <div className="mt-3 h-3 w-3/5 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            <div className="mt-2 h-3 w-2/5 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </div>
  );
}
