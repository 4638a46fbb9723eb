// When a section's list could not be loaded: the sign-in or not-for-you notice for 401/403, else the reason and a retry.
import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { accessProblemOf } from '../api/access-problem.ts';
import { AdminAccessNotice } from './admin-access-notice.tsx';

type SectionProblemProps = { error: unknown; onRetry: () => void; retrying: boolean };

export function SectionProblem({ error, onRetry, retrying }: SectionProblemProps) {
  const { t } = useTranslation('admin');
  const access = accessProblemOf(error);
  if (access) return <AdminAccessNotice problem={access} headingLevel={3} />;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="flex items-start gap-3 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('errors.loadFailed')}
      </p>
      <p className="mt-1 pl-8 text-sm">{errorText(error)}</p>
      <Button type="button" onClick={onRetry} disabled={retrying} variant="secondary" className="mt-3 ml-8">
        <RotateCw
          aria-hidden="true"
          className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        {t('errors.retry')}
      </Button>
    </div>
  );
}
