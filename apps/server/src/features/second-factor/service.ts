// Two-step sign-in for admins: setting up an authenticator app (TOTP), its recovery codes, and the code step that
// follows a right password. Admin endpoints need a session that passed it (platform/auth/access.ts).
import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_MINUTES,
  type SecondFactorChallenge,
  type SecondFactorStatus,
} from '@sherehe/core/api/second-factor';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { matchingStep, newTotpSecret, totpUri } from '../../platform/auth/totp.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type DelaySchedule,
  forgetEvents,
  recordEvent,
  refuseWhileWaiting,
} from '../../platform/progressive-delay.ts';
import {
  confirmSecret,
  countUnusedRecoveryCodes,
  deleteChallenge,
  deleteExpiredChallenges,
  deleteSecondFactor,
  endOtherSessions,
  findAccount,
  findSecondFactor,
  insertChallenge,
  markSessionPassed,
  replaceRecoveryCodes,
  savePendingSecret,
  takeRecoveryCode,
  takeStep,
  tryChallenge,
  unmarkSessions,
} from './queries.ts';

export type SecondFactorDeps = { db: Database };
type Caller = { id: string; role: 'user' | 'vendor' | 'admin' };

const CHALLENGE_TRIES = 5;
// Wrong codes per account, whichever challenge they came through: only someone who knew the password gets here.
const WRONG_CODE_DELAY: DelaySchedule = {
  free: 5,
  firstSeconds: 1,
  maxSeconds: 300,
  forgetAfterSeconds: 15 * 60,
};
// No 0/O or 1/I: recovery codes are read off paper.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const failKey = (userId: string) => `second-factor-fail:${userId}`;

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, dashes and spaces do not matter when a recovery code is typed back. */
function hashRecoveryCode(code: string): string {
  return hashSessionToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}

/** Accepts a current TOTP code (each step once) or an unused recovery code; says which, or null. */
async function takeCode(db: Database, userId: string, code: string): Promise<'totp' | 'recovery' | null> {
  const factor = await findSecondFactor(db, userId);
  if (!factor?.confirmedAt) return null;
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(factor.secret, code);
    return step !== null && (await takeStep(db, userId, step)) ? 'totp' : null;
  }
  return (await takeRecoveryCode(db, userId, hashRecoveryCode(code))) ? 'recovery' : null;
}

/** A wrong code counts toward the account's delay; a right one forgets it. */
async function proveCode(db: Database, userId: string, code: string, field = 'code') {
  await refuseWhileWaiting(db, failKey(userId), WRONG_CODE_DELAY);
  const used = await takeCode(db, userId, code);
  if (!used) {
    await recordEvent(db, failKey(userId), WRONG_CODE_DELAY);
    throw new AppError('validation', 'auth.second_factor_wrong_code', undefined, {
      fields: [{ field, reason: 'auth.second_factor_wrong_code' }],
    });
  }
  await forgetEvents(db, failKey(userId));
  return used;
}

/** Wrong passwords here slow the account down like wrong codes (someone holding a session guessing it). */
async function provePassword(db: Database, userId: string, password: string) {
  const key = `second-factor-password-fail:${userId}`;
  await refuseWhileWaiting(db, key, WRONG_CODE_DELAY);
  const account = await findAccount(db, userId);
  if (!account?.passwordHash) throw new AppError('business_rule', 'account.no_password_yet');
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordEvent(db, key, WRONG_CODE_DELAY);
    throw new AppError('validation', 'account.current_password_wrong', undefined, {
      fields: [{ field: 'password', reason: 'account.current_password_wrong' }],
    });
  }
  await forgetEvents(db, key);
  return account;
}

async function newRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

export async function secondFactorStatus(
  { db }: SecondFactorDeps,
  user: Caller,
  session: { secondFactorAt: Date | null } | null,
): Promise<SecondFactorStatus> {
  const factor = await findSecondFactor(db, user.id);
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    available: enabled || user.role === 'admin',
    sessionVerified: enabled && Boolean(session?.secondFactorAt),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
  };
}

/** A new secret for the app, after the password; it counts only once a first code confirms it. */
export async function beginSetup({ db }: SecondFactorDeps, user: Caller, input: { password: string }) {
  if (user.role !== 'admin') throw new AppError('forbidden', 'auth.second_factor_admins_only');
  const account = await provePassword(db, user.id, input.password);
  const secret = newTotpSecret();
  if (!(await savePendingSecret(db, user.id, secret)))
    throw new AppError('conflict', 'auth.second_factor_already_on');
  return { secret, uri: totpUri(secret, account.email ?? account.phone ?? account.name) };
}

/**
 * The first code turns it on: ten recovery codes are made (shown once), this session counts as having passed the
 * second step, and every other session ends (one opened by whoever knew only the password, say).
 */
export async function confirmSetup(
  { db }: SecondFactorDeps,
  user: Caller,
  sessionId: string,
  input: { code: string },
): Promise<{ recoveryCodes: string[] }> {
  const factor = await findSecondFactor(db, user.id);
  if (!factor) throw new AppError('conflict', 'auth.second_factor_nothing_to_confirm');
  if (factor.confirmedAt) throw new AppError('conflict', 'auth.second_factor_already_on');
  await refuseWhileWaiting(db, failKey(user.id), WRONG_CODE_DELAY);
  const step = matchingStep(factor.secret, input.code);
  if (step === null) {
    await recordEvent(db, failKey(user.id), WRONG_CODE_DELAY);
    throw new AppError('validation', 'auth.second_factor_setup_wrong_code', undefined, {
      fields: [{ field: 'code', reason: 'auth.second_factor_setup_wrong_code' }],
    });
  }
  const codes = await db.transaction(async (tx) => {
    if (!(await confirmSecret(tx, user.id, step)))
      throw new AppError('conflict', 'auth.second_factor_already_on');
    const made = await newRecoveryCodes(tx, user.id);
    await markSessionPassed(tx, sessionId);
    await endOtherSessions(tx, user.id, sessionId);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.second_factor_enabled',
      targetType: 'user',
      targetId: user.id,
    });
    return made;
  });
  await forgetEvents(db, failKey(user.id));
  return { recoveryCodes: codes };
}

/** Off with the password and a current code; admin endpoints stay shut to the account until it is set up again. */
export async function disableSecondFactor(
  { db }: SecondFactorDeps,
  user: Caller,
  input: { password: string; code: string },
): Promise<void> {
  if (!(await findSecondFactor(db, user.id))?.confirmedAt)
    throw new AppError('conflict', 'auth.second_factor_not_on');
  await provePassword(db, user.id, input.password);
  await proveCode(db, user.id, input.code);
  await db.transaction(async (tx) => {
    await deleteSecondFactor(tx, user.id);
    await unmarkSessions(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.second_factor_disabled',
      targetType: 'user',
      targetId: user.id,
    });
  });
}

/** Ten new recovery codes with the password and a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  { db }: SecondFactorDeps,
  user: Caller,
  input: { password: string; code: string },
): Promise<{ recoveryCodes: string[] }> {
  if (!(await findSecondFactor(db, user.id))?.confirmedAt)
    throw new AppError('conflict', 'auth.second_factor_not_on');
  await provePassword(db, user.id, input.password);
  await proveCode(db, user.id, input.code);
  const codes = await db.transaction(async (tx) => {
    const made = await newRecoveryCodes(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.recovery_codes_regenerated',
      targetType: 'user',
      targetId: user.id,
    });
    return made;
  });
  return { recoveryCodes: codes };
}

/** After a right password: for an account with a second factor, the challenge its code step needs; else null. */
export async function openChallengeIfEnabled(
  db: Database,
  userId: string,
): Promise<SecondFactorChallenge | null> {
  if (!(await findSecondFactor(db, userId))?.confirmedAt) return null;
  const token = newSessionToken();
  await insertChallenge(db, {
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + SECOND_FACTOR_CHALLENGE_MINUTES * 60_000),
  });
  return { secondFactorRequired: true, challenge: token };
}

/** The code step: whose challenge it was, once the code is right. Five tries per challenge, then the password again. */
export async function passChallenge(
  db: Database,
  input: { challenge: string; code: string },
): Promise<string> {
  const tokenHash = hashSessionToken(input.challenge);
  const challenge = await tryChallenge(db, tokenHash, CHALLENGE_TRIES);
  if (!challenge) {
    await deleteChallenge(db, tokenHash);
    throw new AppError('unauthorized', 'auth.second_factor_challenge_expired');
  }
  const used = await proveCode(db, challenge.userId, input.code);
  await deleteChallenge(db, tokenHash);
  if (used === 'recovery') {
    await recordAudit(db, {
      actorId: challenge.userId,
      action: 'user.recovery_code_used',
      targetType: 'user',
      targetId: challenge.userId,
      details: { left: await countUnusedRecoveryCodes(db, challenge.userId) },
    });
  }
  return challenge.userId;
}

/** Housekeeping: code steps nobody finished. */
export function forgetExpiredChallenges(db: Database): Promise<void> {
  return deleteExpiredChallenges(db);
}
