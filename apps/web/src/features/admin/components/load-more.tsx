// "Load more" under an admin list; a failed page says why beside the button, which then tries again.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { adminErrorMessage } from '../api/admin-server-messages.ts';

type LoadMoreProps = { hasMore: boolean; loading: boolean; error: unknown; onLoadMore: () => void };

export function LoadMore({ hasMore, loading, error, onLoadMore }: LoadMoreProps) {
  const { t, i18n } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <LoadMoreButton
      loading={loading}
      problem={error ? adminErrorMessage(error, t, i18n.resolvedLanguage ?? i18n.language) : null}
      label={t('loadMore')}
      loadingLabel={t('loadingMore')}
      className={buttonClasses({ variant: 'secondary' })}
      onLoadMore={onLoadMore}
    />
  );
}
