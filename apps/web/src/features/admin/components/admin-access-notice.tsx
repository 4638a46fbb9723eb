// What someone who may not use the admin area sees instead of it: a way to sign in, or a plain "not for you".
import { KeyRound, LockKeyhole, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { AccessProblem } from '../api/access-problem.ts';

// Signing in from here comes back here.
const signInHere = paths.login(paths.admin());

type AdminAccessNoticeProps = {
  problem: AccessProblem;
  /** Under the page's title when shown instead of the dashboard; under a section's heading when shown inside one. */
  headingLevel?: 2 | 3;
};

export function AdminAccessNotice({ problem, headingLevel = 2 }: AdminAccessNoticeProps) {
  const { t } = useTranslation('admin');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Icon = problem === 'signed-out' ? LockKeyhole : problem === 'not-admin' ? ShieldAlert : KeyRound;
  const prefix = {
    'signed-out': 'access.signedOut',
    'not-admin': 'access.notAdmin',
    'second-factor-missing': 'access.secondFactorMissing',
    'second-factor-sign-in': 'access.secondFactorSignIn',
  }[problem];
  const twoStep = problem === 'second-factor-missing' || problem === 'second-factor-sign-in';
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <Icon aria-hidden="true" className="size-10 text-teal-700" />
      <Heading className="mt-3 font-semibold text-stone-900 text-xl">{t(`${prefix}.title`)}</Heading>
      <p className="mt-2 text-base text-stone-600">{t(`${prefix}.body`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {problem === 'signed-out' ? (
          <Link to={signInHere} className={buttonClasses()}>
            {t('access.signIn')}
          </Link>
        ) : null}
        {twoStep ? (
          // The account page sets two-step sign-in up, and signs out (to come back in with the code).
          <Link to={paths.account()} className={buttonClasses({ variant: 'primary' })}>
            {t(problem === 'second-factor-missing' ? 'access.setUp' : 'access.account')}
          </Link>
        ) : null}
        <Link
          to={paths.home}
          className={buttonClasses({
            variant: problem === 'signed-out' || twoStep ? 'secondary' : 'primary',
          })}
        >
          {t('access.home')}
        </Link>
      </div>
    </div>
  );
}
