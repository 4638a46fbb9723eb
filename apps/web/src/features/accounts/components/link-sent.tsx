// After asking for a link (to register, or to reset a password): where to look for it, and a way to try again.
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { authLinkClass } from './auth-links.ts';

type LinkSentProps = { body: string; identifier: string; onTryAnother: () => void };

export function LinkSent({ body, identifier, onTryAnother }: LinkSentProps) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard
      title={t('linkSent.title')}
      intro={body}
      footer={
        <Link to={paths.login()} className={authLinkClass}>
          {t('linkSent.backToSignIn')}
        </Link>
      }
    >
      <div className="flex items-start gap-3 rounded-lg bg-teal-50 p-4 text-teal-900">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <p className="text-base" role="status">
          {/* Spam folders are an e-mail thing: a text message never lands in one. */}
          {t(identifier.includes('@') ? 'linkSent.hintEmail' : 'linkSent.hintPhone', { identifier })}
        </p>
      </div>
      <button type="button" onClick={onTryAnother} className={`${authLinkClass} mt-4`}>
        {t('linkSent.tryAnother')}
      </button>
    </AuthCard>
  );
}
