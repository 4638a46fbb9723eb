// Back from the provider (?signedIn=provider): ask the server who signed in, keep them as a password sign-in does,
// greet them and go on to `?next=`. Until then the page shows that it is signing in, not the form.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useProviderSession } from '../api/use-provider-session.ts';
import type { ProviderProblem } from './provider-sign-in-alert.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

export function useProviderReturn(): { finishing: boolean; problem: ProviderProblem | null } {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const returned = params.get('signedIn') === 'provider';
  const session = useProviderSession(returned);
  const finish = useFinishSignIn();
  const finished = useRef(false);

  useEffect(() => {
    if (!session.data || finished.current) return;
    finished.current = true;
    finish(session.data, t('signIn.welcome', { name: session.data.user.name }));
  }, [session.data, finish, t]);

  if (!returned) return { finishing: false, problem: params.get('error') };
  if (session.isError) {
    const error = session.error;
    if (!(error instanceof ApiError)) return { finishing: false, problem: 'network' };
    // 401: the server signed them in, but the browser did not keep the cookie.
    return { finishing: false, problem: error.status === 401 ? 'cookie-not-kept' : 'internal-error' };
  }
  return { finishing: true, problem: null };
}
