// "Load more" under a list of cards: says when the last try failed, and ignores presses while a page is on its way.
import { useTranslation } from 'react-i18next';
import { secondaryButton } from './button-styles.ts';

export function LoadMoreButton({
  loading,
  failed,
  onLoadMore,
}: {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {t('results.moreFailed')}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        aria-disabled={loading || undefined}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        {loading ? t('results.loadingMore') : t('results.loadMore')}
      </button>
    </div>
  );
}
