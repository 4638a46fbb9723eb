// The link sent to a new e-mail address or phone number opens the account page (…/Account#token=…). Signed in,
// opening it makes the change; signed out, the token waits in this tab (sessionStorage, never the address bar or a
// ?next= the server would log) while the person signs in, and the change is made when they come back.
import type { SessionUser } from '@sherehe/core/api/auth';
import { formatPhone } from '@sherehe/core/phone';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import type { SessionUser as StoredUser } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmContact } from '../api/use-account-details.ts';
import { useLinkToken } from './use-link-token.ts';

const WAITING_KEY = 'contactChangeToken';

function waiting(token?: string | null): string | null {
  try {
    if (token === undefined) return sessionStorage.getItem(WAITING_KEY);
    if (token === null) sessionStorage.removeItem(WAITING_KEY);
    else sessionStorage.setItem(WAITING_KEY, token);
  } catch {
    // storage blocked: the link must be opened again once signed in
  }
  return null;
}

/** On the visitor's account page: keeps the link's token for after signing in; true while one waits. */
export function useKeepContactLink(): boolean {
  const [token] = useLinkToken();
  useEffect(() => {
    if (token) waiting(token);
  }, [token]);
  return Boolean(token ?? waiting());
}

/** On the signed-in account page: makes the change a link (or a token kept from before signing in) asks for. */
export function useContactLink(user: StoredUser | null) {
  const { t } = useTranslation('accounts');
  const [fromLink, forget] = useLinkToken();
  const confirm = useConfirmContact();
  const sent = useRef<string | null>(null);
  const before = useRef(user);
  before.current = user;

  useEffect(() => {
    const token = fromLink ?? waiting();
    if (!token || sent.current === token) return;
    sent.current = token; // once, also when React runs the effect twice
    const previous = before.current; // the store holds the new one by the time the answer is handled
    waiting(null);
    forget();
    confirm.mutate(
      { token },
      {
        onSuccess: (now: SessionUser) => {
          const kind = now.email !== previous?.email ? 'email' : 'phone';
          const value = kind === 'email' ? now.email : now.phone && formatPhone(now.phone);
          toast.success(t(`contact.changed.${kind}`, { value }));
        },
        // A session that ended meanwhile: the token waits for the next sign-in.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) waiting(token);
        },
      },
    );
  }, [fromLink, forget, confirm, t]);

  return confirm;
}
