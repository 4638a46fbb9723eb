// Grey cards in the shape of the results while they load (never a bare spinner inside content).
import { useTranslation } from 'react-i18next';

export function ListingGridSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <div className="aspect-[4/3] animate-pulse bg-stone-100 motion-reduce:animate-none" />
            <div className="p-4">
              <div className="h-4 w-3/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
              <div className="mt-3 h-3 w-2/5 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
              <div className="mt-2 h-3 w-1/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
