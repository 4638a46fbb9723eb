// PLACEHOLDER until the accounts issue: visitors get the ways in, signed-in people their role and Log out.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { useSession } from '../../../lib/session-store.ts';

const primary =
  'inline-flex min-h-11 items-center rounded-full bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const secondary =
  'inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 font-semibold text-teal-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export function AccountPage() {
  const { t } = useTranslation('accounts');
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();

  if (!user) {
    return (
      <PlaceholderPage title={t('guestTitle')} body={t('guestBody')}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/event-planners/login" className={primary}>
            {t('login')}
          </Link>
          <Link to="/event-planners/register" className={secondary}>
            {t('register')}
          </Link>
        </div>
      </PlaceholderPage>
    );
  }

  return (
    <PlaceholderPage title={t('accountTitle')} body={t('accountBody')}>
      <p className="mt-4 text-stone-700">{t('signedInAs', { role: t(`role_${user.userRole}`) })}</p>
      <button
        type="button"
        className={`mt-6 ${secondary}`}
        onClick={() => {
          logout();
          navigate('/event-planners');
        }}
      >
        {t('logout')}
      </button>
    </PlaceholderPage>
  );
}
