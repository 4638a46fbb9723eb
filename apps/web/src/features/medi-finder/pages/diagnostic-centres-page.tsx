// PLACEHOLDER until its own issue: the route exists and says what will come.
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function DiagnosticCentresPage() {
  const { t } = useTranslation('mediFinder');
  return <PlaceholderPage title={t('diagnosticCentres')} body={t('diagnosticCentresBody')} />;
}
