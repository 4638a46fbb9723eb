// "Load more" under a paged list; a failed page says why beside the button, which then tries again.
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../api/admin-server-messages.ts';
import { secondaryButton } from './button-styles.ts';

type LoadMoreProps = { hasMore: boolean; loading: boolean; error: unknown; onLoadMore: () => void };

export function LoadMore({ hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  const { t, i18n } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <div className="mt-5 flex flex-col items-center gap-2">
      {error ? (
        <p role="alert" className="text-center font-medium text-red-700 text-sm">
          {adminErrorMessage(error, t, i18n.resolvedLanguage ?? i18n.language)}
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
        {loading ? t('loadingMore') : t('loadMore')}
      </button>
    </div>
  );
}
