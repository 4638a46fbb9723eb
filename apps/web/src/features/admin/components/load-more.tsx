// "Load more" under an admin list; a failed page says why beside the button, which then tries again.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { errorText } from '../../../lib/error-text.ts';

type LoadMoreProps = { hasMore: boolean; loading: boolean; error: unknown; onLoadMore: () => void };

export function LoadMore({ hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <LoadMoreButton
      loading={loading}
      problem={error ? errorText(error) : null}
      label={t('loadMore')}
      loadingLabel={t('loadingMore')}
      className={buttonClasses({ variant: 'secondary' })}
      onLoadMore={onLoadMore}
    />
  );
}
