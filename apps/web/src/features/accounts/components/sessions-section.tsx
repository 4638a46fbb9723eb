// Where this account is signed in: each device with when it was last used, and a way to sign any other one out.
import type { ActiveSession } from '@sherehe/core/api/auth';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useActiveSessions, useEndSession, useSignOutEverywhere } from '../api/use-account-security.ts';
import { deviceName } from './device-name.ts';

const smallButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 font-semibold text-sm text-teal-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-disabled:cursor-wait aria-disabled:opacity-70';

export function SessionsSection() {
  const { t } = useTranslation('accounts');
  const sessions = useActiveSessions();
  const everywhere = useSignOutEverywhere();
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();

  function signOutEverywhere() {
    if (everywhere.isPending) return;
    const signedOut = () => {
      logout();
      toast.success(t('sessions.signedOutEverywhere'));
      navigate(paths.login());
    };
    everywhere.mutate(undefined, {
      onSuccess: signedOut,
      // 401: this session had already ended, so nothing is signed in here either.
      onError: (error) =>
        error instanceof ApiError && error.status === 401 ? signedOut() : toast.error(t('errors.network')),
    });
  }

  return (
    <section
      aria-labelledby="sessions"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="sessions" className="font-semibold text-lg text-stone-900">
        {t('sessions.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('sessions.intro')}</p>
      {sessions.isPending ? (
        <div className="mt-4 flex justify-center">
          <Spinner size={24} />
        </div>
      ) : sessions.isError ? (
        <p className="mt-4 text-red-800 text-sm">{t('sessions.loadFailed')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={signOutEverywhere}
        aria-disabled={everywhere.isPending || undefined}
        className={`${smallButton} mt-4`}
      >
        {everywhere.isPending ? <Spinner size={16} /> : <LogOut aria-hidden="true" className="size-4" />}
        {t('sessions.signOutEverywhere')}
      </button>
    </section>
  );
}

function SessionRow({ session }: { session: ActiveSession }) {
  const { t } = useTranslation('accounts');
  const { dateTime } = useFormatDate();
  const end = useEndSession();
  const device = deviceName(session.userAgent);
  const name = !device
    ? t('sessions.unknownDevice')
    : device.browser && device.system
      ? t('sessions.browserOn', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system);

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MonitorSmartphone aria-hidden="true" className="size-6 shrink-0 text-stone-500" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">
          {name}
          {session.current ? (
            <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 font-semibold text-teal-800 text-xs">
              {t('sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-stone-600">
          {t('sessions.lastUsed', { when: dateTime(session.lastSeenAt) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          aria-disabled={end.isPending || undefined}
          aria-label={t('sessions.signOutDeviceLabel', { device: name })}
          onClick={() => {
            if (end.isPending) return;
            end.mutate(session.id, {
              onSuccess: () => toast.success(t('sessions.deviceSignedOut')),
              // 404: that device had already signed out (the list refreshes either way).
              onError: (error) =>
                error instanceof ApiError && error.status === 404
                  ? toast.success(t('sessions.deviceSignedOut'))
                  : toast.error(t('errors.network')),
            });
          }}
          className={smallButton}
        >
          {end.isPending ? <Spinner size={16} /> : null}
          {t('sessions.signOutDevice')}
        </button>
      )}
    </li>
  );
}
