// PLACEHOLDER until its own issue: the route exists and says what will come.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function AdminPage() {
  const { t } = useTranslation('admin');
  return <PlaceholderPage title={t('title')} body={t('body')} />;
}
