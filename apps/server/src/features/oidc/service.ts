// Sign-in through the OpenID provider: leave with PKCE, state and nonce; come back, then find, link or create the
// account. Every refusal is a ProviderFailure whose code the sign-in page explains.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { deleteAllUserSessions } from '../../platform/auth/session-queries.ts';
import { AppError } from '../../platform/errors.ts';
import {
  newAuthorizationChecks,
  type ProviderClient,
  type ProviderIdentity,
} from '../../platform/oidc/provider-client.ts';
import { ProviderFailure } from '../../platform/oidc/provider-failure.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { safeReturnPath } from '../../platform/return-path.ts';
import { type ClientMeta, startSession } from '../auth/service.ts';
import { forgetBrowsersOf } from '../notifications/service.ts';
import { claimVendorInvitation } from '../vendor-onboarding/service.ts';
import {
  type AccountRow,
  deleteExpiredLoginAttempts,
  findAccountByEmailForUpdate,
  findAccountByIdentity,
  insertIdentity,
  insertLoginAttempt,
  insertProviderUser,
  markEmailVerified,
  takeLoginAttempt,
} from './queries.ts';

export type OidcDeps = { db: Database; provider: ProviderClient | null };

/** How long someone may spend at the provider before the sign-in has to start again. */
export const ATTEMPT_SECONDS = 10 * 60;
// Wide per address: a mobile network puts many people behind one. It keeps one client from filling the attempts table.
export const START_LIMIT = { name: 'oidc-start-ip', max: 60, windowSeconds: 15 * 60 };
const NAME_MAX = 100;

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function configured(provider: ProviderClient | null): ProviderClient {
  if (!provider) throw new ProviderFailure('auth-domain-config-required', 'no OpenID provider is configured');
  return provider;
}

/** Where to send the person, and the state their browser keeps (in a cookie) to prove the answer comes back to it. */
export async function beginSignIn({ db, provider }: OidcDeps, next: string | undefined, meta: ClientMeta) {
  const client = configured(provider);
  try {
    await enforceRateLimit(db, START_LIMIT, meta.clientAddress);
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') {
      throw new ProviderFailure('too-many-requests', 'too many sign-ins started from this address');
    }
    throw error;
  }
  const checks = newAuthorizationChecks();
  const authorizationUrl = await client.authorizationUrl(checks);
  await insertLoginAttempt(db, {
    stateHash: hashState(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    returnTo: safeReturnPath(next),
    expiresAt: new Date(Date.now() + ATTEMPT_SECONDS * 1000),
  });
  return { authorizationUrl, state: checks.state };
}

/**
 * The provider sent the person back. `callbackUrl` is the whole redirect (our redirect URI and the provider's
 * parameters); `browserState` is the state this browser was given when it left.
 */
export async function finishSignIn(
  { db, provider }: OidcDeps,
  callbackUrl: URL,
  browserState: string | undefined,
  meta: ClientMeta,
) {
  const client = configured(provider);
  const state = callbackUrl.searchParams.get('state');
  // A state made for another browser is how someone would sign a victim into the attacker's account (login CSRF).
  if (!state || !browserState || !sameSecret(state, browserState)) {
    throw new ProviderFailure('invalid-auth-event', 'the state is missing or not this browser’s');
  }
  const attempt = await takeLoginAttempt(db, hashState(state));
  if (!attempt)
    throw new ProviderFailure('invalid-auth-event', 'the state is unknown, expired or already used');
  const identity = await client.identify(callbackUrl, {
    state,
    nonce: attempt.nonce,
    codeVerifier: attempt.codeVerifier,
  });
  const account = await accountFor(db, identity);
  if (account.disabledAt) throw new ProviderFailure('user-disabled', 'the account is disabled');
  const session = await startSession(db, account, meta);
  return { session, returnTo: attempt.returnTo };
}

// Thrown inside the transaction to undo it: another sign-in linked or created the same account a moment ago.
class LostRace extends Error {}

/** The account this provider identity signs in to: already linked, linked now by verified e-mail, or new. */
async function accountFor(db: Database, identity: ProviderIdentity): Promise<AccountRow> {
  // The same person's two first sign-ins at once: the winner decides, the other looks again and finds its work.
  for (let round = 0; round < 2; round++) {
    try {
      return await db.transaction((tx) => findLinkOrCreate(tx, identity));
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new ProviderFailure('internal-error', 'the account kept changing while signing in');
}

async function findLinkOrCreate(tx: Database, identity: ProviderIdentity): Promise<AccountRow> {
  const known = await findAccountByIdentity(tx, identity.issuer, identity.subject);
  if (known) return known;
  if (!identity.email || !identity.emailVerified) {
    throw new ProviderFailure('email-not-verified', 'the provider does not vouch for an e-mail address');
  }
  const link = { issuer: identity.issuer, subject: identity.subject, email: identity.email };

  const existing = await findAccountByEmailForUpdate(tx, identity.email);
  if (existing) {
    if (existing.disabledAt) return existing; // refused by the caller; nothing is linked to it
    if (!(await insertIdentity(tx, { ...link, userId: existing.id }))) throw new LostRace();
    // Account pre-hijacking: an account whose address nobody ever proved (made before registration needed the
    // mailed link) may have been opened by someone else, hoping the owner would later sign in with the provider
    // and share it. Nobody proved the password was the owner's, so it goes, and so does every session made with it.
    const unproven = existing.emailVerifiedAt === null;
    await markEmailVerified(tx, existing.id, { dropPassword: unproven });
    if (unproven) {
      await deleteAllUserSessions(tx, existing.id);
      await forgetBrowsersOf(tx, existing.id);
    }
    await recordAudit(tx, {
      actorId: existing.id,
      action: 'user.identity_linked',
      targetType: 'user',
      targetId: existing.id,
      details: {
        issuer: identity.issuer,
        passwordRemoved: unproven && existing.hasPassword,
        sessionsEnded: unproven,
      },
    });
    return existing;
  }

  const name = (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, NAME_MAX);
  const created = await insertProviderUser(tx, { name, email: identity.email });
  if (!created || !(await insertIdentity(tx, { ...link, userId: created.id }))) throw new LostRace();
  return claimVendorInvitation(tx, created); // an approved Become Vendor request opens a vendor account
}

/** Housekeeping: a sign-in at the provider that never came back is dropped once its time is up. */
export function forgetExpiredLoginAttempts(db: Database): Promise<void> {
  return deleteExpiredLoginAttempts(db);
}
