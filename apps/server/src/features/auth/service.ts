// Sign in and out, devices and passwords. Answers never tell whether an identifier has an account.
import type { SessionUser } from '@sherehe/core/api/auth';
import { parseContact } from '@sherehe/core/contact';
import type { Database } from '../../db/client.ts';
import { findUserForSignIn } from '../../platform/auth/account-queries.ts';
import type { ClientMeta } from '../../platform/auth/client-meta.ts';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import { hashPassword, requireCurrentPassword, verifyPassword } from '../../platform/auth/password.ts';
import { spendResetTokensOf } from '../../platform/auth/reset-link-queries.ts';
import { sessionLifetime } from '../../platform/auth/session-policy.ts';
import {
  deleteAllUserSessions,
  deleteOtherUserSessions,
  deleteSession,
  deleteUserSession,
  insertSession,
  listUserSessions,
} from '../../platform/auth/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type DelaySchedule,
  forgetEvents,
  recordEvent,
  refuseWhileWaiting,
} from '../../platform/progressive-delay.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { forgetBrowsersOf } from '../notifications/service.ts';
import { openChallengeIfEnabled, passChallenge } from '../second-factor/service.ts';
import { findPasswordHash, findUserById, updateNameAndLanguage, updatePasswordHash } from './queries.ts';

/** How the sign-in throttles are set; mobile networks put many people behind one address, so that one is wide. */
export type AuthLimits = {
  signInPerAddress: number; // attempts per 15 minutes, a hard ceiling for floods from one address
  signInPerIdentifier: number; // wrong passwords for one identifier from one address before each try must wait
};
export type AuthDeps = { db: Database; limits: AuthLimits };
export type { ClientMeta };
export type UserRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: SessionUser['userRole'];
  language: SessionUser['language'];
};

const FIFTEEN_MINUTES = 15 * 60;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    userRole: user.role,
    language: user.language,
  };
}

export function contactOf(identifier: string) {
  const contact = parseContact(identifier);
  if (!contact) throw new AppError('validation', 'account.identifier_invalid');
  return contact;
}

/**
 * Opens a session for someone who has just proved who they are (password, reset link or OpenID provider);
 * `secondFactorPassed` when they also gave an authenticator code, which admin endpoints need.
 */
export async function startSession(
  db: Database,
  user: UserRow,
  meta: ClientMeta,
  { secondFactorPassed = false } = {},
) {
  const token = newSessionToken();
  const { idleSeconds, absoluteSeconds } = sessionLifetime(user.role);
  const now = Date.now();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    idleExpiresAt: new Date(now + idleSeconds * 1000),
    absoluteExpiresAt: new Date(now + absoluteSeconds * 1000),
    userAgent: meta.userAgent?.slice(0, 300),
    clientAddress: meta.clientAddress,
    secondFactorAt: secondFactorPassed ? new Date() : null,
  });
  return { token, maxAgeSeconds: absoluteSeconds, user: toSessionUser(user) };
}

export async function signIn(
  { db, limits }: AuthDeps,
  input: { identifier: string; password: string },
  meta: ClientMeta,
) {
  const contact = contactOf(input.identifier);
  // Both throttles count attempts whether or not the account exists, so a 429 says nothing about it either.
  await enforceRateLimit(
    db,
    { name: 'sign-in-ip', max: limits.signInPerAddress, windowSeconds: FIFTEEN_MINUTES },
    meta.clientAddress,
  );
  // The delay is per identifier AND address: someone guessing from elsewhere slows only themselves, never the owner
  // signing in from their own address (a per-identifier lockout let anyone lock anyone out, admins included).
  const pairKey = `sign-in-fail:${contact.value}|${meta.clientAddress}`;
  const schedule = signInDelay(limits);
  await refuseWhileWaiting(db, pairKey, schedule);
  const user = await findUserForSignIn(db, contact);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches || user.disabledAt) {
    await recordEvent(db, pairKey, schedule);
    throw new AppError('unauthorized', 'account.wrong_credentials');
  }
  await forgetEvents(db, pairKey);
  // With an authenticator set up, the right password only opens the code step: no session yet.
  return (await openChallengeIfEnabled(db, user.id)) ?? startSession(db, user, meta);
}

/** The code step of a two-step sign-in: the session it opens counts as having passed the second factor. */
export async function signInWithCode(
  { db }: AuthDeps,
  input: { challenge: string; code: string },
  meta: ClientMeta,
) {
  const userId = await passChallenge(db, input);
  const user = await findUserById(db, userId);
  if (!user || user.disabledAt) throw new AppError('unauthorized', 'account.wrong_credentials');
  return startSession(db, user, meta, { secondFactorPassed: true });
}

/** After the free wrong passwords, 1 s, then doubling to 5 minutes; forgotten after 15 quiet minutes. */
export function signInDelay(limits: AuthLimits): DelaySchedule {
  return {
    free: limits.signInPerIdentifier,
    firstSeconds: 1,
    maxSeconds: 300,
    forgetAfterSeconds: FIFTEEN_MINUTES,
  };
}

export function signOut({ db }: AuthDeps, sessionId: string): Promise<void> {
  return deleteSession(db, sessionId);
}

/** Every session ends, and no browser of theirs gets their notifications any more (a lost phone among them). */
export async function signOutEverywhere({ db }: AuthDeps, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteAllUserSessions(tx, userId);
    await forgetBrowsersOf(tx, userId);
  });
}

export async function activeSessions({ db }: AuthDeps, userId: string, currentSessionId: string | undefined) {
  const rows = await listUserSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the caller's own sessions; someone else's session id is answered as if it did not exist. */
export async function endSession({ db }: AuthDeps, userId: string, sessionId: string): Promise<void> {
  if (!(await deleteUserSession(db, userId, sessionId)))
    throw new AppError('not_found', 'account.session_not_found');
}

/** A new password for the signed-in account; every other session of it ends (a thief's included), this one stays. */
export async function changePassword(
  { db }: AuthDeps,
  userId: string,
  currentSessionId: string | undefined,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await enforceRateLimit(db, { name: 'change-password', max: 5, windowSeconds: FIFTEEN_MINUTES }, userId);
  await requireCurrentPassword(await findPasswordHash(db, userId), input.currentPassword, 'currentPassword');
  await refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteOtherUserSessions(tx, userId, currentSessionId);
    await spendResetTokensOf(tx, userId); // a link asked for before the change must not undo it
  });
}

/** The account's own name and language (the one its texts and e-mails are written in); answers it as it now is. */
export async function updateProfile(
  { db }: AuthDeps,
  userId: string,
  change: { name?: string | undefined; language?: 'en' | 'sw' | undefined },
): Promise<SessionUser> {
  const updated = await updateNameAndLanguage(db, userId, change);
  // Deleted between the session check and here: as signed out as any other ended session.
  if (!updated) throw new AppError('unauthorized', 'auth.sign_in_required');
  return toSessionUser(updated);
}
