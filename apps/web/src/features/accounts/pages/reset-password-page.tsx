// PLACEHOLDER until its own issue: the route exists and says what will come.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  return <PlaceholderPage title={t('resetTitle')} body={t('resetBody')} />;
}
