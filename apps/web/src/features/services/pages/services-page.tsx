// PLACEHOLDER until the marketplace issue: /services and /services/{name} (a category) both land here.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ServicesPage() {
  const { t } = useTranslation('services');
  const { name } = useParams();
  return <PlaceholderPage title={name ? t('categoryTitle', { name }) : t('title')} body={t('body')} />;
}
