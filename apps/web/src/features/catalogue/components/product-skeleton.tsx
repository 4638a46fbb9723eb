// The product page's shape while it loads: the photo frame and the lines beside it, so nothing jumps when it arrives.
import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

export function ProductSkeleton() {
  const { t } = useTranslation('common');
  return (
    // At least a screen high (below the 4rem bar): the page that replaces it always is, so nothing below it (the
    // footer) shows and is then pushed away, a layout shift.
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl px-4 py-6 sm:py-10"
    >
      <div aria-hidden="true" className="mt-13 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className={`aspect-[4/3] w-full rounded-xl ${bar} bg-stone-100`} />
        <div className="flex flex-col gap-3">
          <div className={`h-8 w-4/5 ${bar}`} />
          <div className={`h-4 w-1/3 ${bar} bg-stone-100`} />
          <div className={`h-6 w-2/5 ${bar}`} />
          <div className={`mt-4 h-40 w-full rounded-xl ${bar} bg-stone-100`} />
        </div>
      </div>
    </div>
  );
}
