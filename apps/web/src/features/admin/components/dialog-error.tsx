// Why a change was refused, inside its dialog so the admin reads it beside what they tried.
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';

export function DialogError({ error }: { error: unknown }) {
  useTranslation(); // words again when the language changes
  return <FormAlert className="mt-4" message={error ? errorText(error) : null} />;
}
