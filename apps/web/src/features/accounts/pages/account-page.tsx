// The account page: signed in, the profile, sign-out and the sections other features fill (composed in app/);
// otherwise the ways in.
import { CircleUserRound, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignOut } from '../api/use-sign-out.ts';
import { AccountProfile } from '../components/account-profile.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { TwoStepSection } from '../components/two-step-section.tsx';
import { useContactLink, useKeepContactLink } from '../components/use-contact-link.ts';

const primary = buttonClasses({ size: 'lg' });
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 font-semibold text-teal-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

// Signing in from here comes back here.
const backHere = paths.account();

type Sections = { notifications?: ReactNode; messages?: ReactNode; orders?: ReactNode; events?: ReactNode };

/**
 * `notifications`, `messages`, `orders`, `events`: the person's inbox, conversations, orders and events (the
 * notifications, conversations, orders and events features' sections, given by app/).
 */
export function AccountPage({
  notifications = null,
  messages = null,
  orders = null,
  events = null,
}: Sections) {
  const user = useSession((state) => state.user);
  return user ? (
    <SignedIn notifications={notifications} messages={messages} orders={orders} events={events} />
  ) : (
    <Guest />
  );
}

function Guest() {
  const { t } = useTranslation('accounts');
  const linkWaiting = useKeepContactLink();
  useDocumentTitle(t('account.guestTitle'));
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <CircleUserRound aria-hidden="true" className="size-10 text-teal-700" />
        <h1 className="mt-3 font-bold text-2xl text-stone-900">{t('account.guestTitle')}</h1>
        <p className="mt-2 text-base text-stone-600">
          {linkWaiting ? t('contact.signInToFinish') : t('account.guestBody')}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.login(backHere)} className={primary}>
            {t('account.signIn')}
          </Link>
          <Link to={paths.register(backHere)} className={secondary}>
            {t('account.register')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function SignedIn({ notifications, messages, orders, events }: Required<Sections>) {
  const { t } = useTranslation('accounts');
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const contactLink = useContactLink(user);
  useDocumentTitle(t('account.title'));
  if (!user) return null;

  function onSignOut() {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onSuccess: () => {
        logout();
        toast.success(t('account.signedOut'));
        navigate(paths.home);
      },
    });
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('account.title')}</h1>
        <button
          type="button"
          onClick={onSignOut}
          aria-disabled={signOut.isPending || undefined}
          className={secondary}
        >
          {signOut.isPending ? <Spinner size={18} /> : <LogOut aria-hidden="true" className="size-5" />}
          {signOut.isPending ? t('account.signingOut') : t('account.signOut')}
        </button>
      </div>
      {signOut.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800 text-sm"
        >
          {t('account.signOutFailed')}
        </p>
      ) : null}
      {contactLink.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-stone-700">
          <Spinner size={18} />
          {t('contact.confirming')}
        </p>
      ) : null}
      <FormAlert className="mt-4" message={contactLink.isError ? errorText(contactLink.error) : null} />
      <div className="mt-6 flex flex-col gap-6">
        <AccountProfile user={user} />
        {notifications}
        {messages}
        {events}
        {orders}
        <TwoStepSection />
        <SessionsSection />
        <ChangePasswordSection />
      </div>
    </section>
  );
}
