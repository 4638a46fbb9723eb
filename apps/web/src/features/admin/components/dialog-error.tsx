// Why a change was refused, inside its dialog so the admin reads it beside what they tried.
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../api/admin-server-messages.ts';

export function DialogError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('admin');
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mt-4 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {adminErrorMessage(error, t, i18n.resolvedLanguage ?? i18n.language)}
    </p>
  );
}
