// "Load more" under listing cards, in the catalogue's words and style.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';

export function MoreListingsButton({
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
    <LoadMoreButton
      loading={loading}
      problem={failed ? t('results.moreFailed') : null}
      label={t('results.loadMore')}
      loadingLabel={t('results.loadingMore')}
      className={buttonClasses({ variant: 'secondary' })}
      onLoadMore={onLoadMore}
    />
  );
}
