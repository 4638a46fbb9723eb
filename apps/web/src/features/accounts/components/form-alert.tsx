// The message above a form when the server said no (or was not reached); role="alert" so it is read out at once.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '../api/auth-errors.ts';
import { translateServerMessage } from '../api/server-messages.ts';

type FormAlertProps = { problem: FormProblem | null; children?: ReactNode };

export function FormAlert({ problem, children }: FormAlertProps) {
  const { t, i18n } = useTranslation('accounts');
  if (!problem) return null;
  const message =
    problem.kind === 'network'
      ? t('errors.network')
      : translateServerMessage(problem.message, t, i18n.resolvedLanguage ?? i18n.language);
  return (
    <div
      role="alert"
      className="mb-5 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        <p className="font-medium">{message}</p>
        {children}
      </div>
    </div>
  );
}
