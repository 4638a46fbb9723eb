// Forgotten passwords. Asking always gets the same answer after the same time (steady-answer.ts), so nobody learns
// from it whether an account exists; the link holds a single-use token (only its hash is stored) for 30 minutes.
import { RESET_LINK_INVALID_MESSAGE, RESET_LINK_MINUTES } from '@sherehe/core/api/password-reset';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteAllUserSessions } from '../../platform/auth/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { answerNoSoonerThan } from '../../platform/auth/steady-answer.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueForContact, type OutboxDispatcher } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { nextQuery } from '../../platform/return-path.ts';
import { limitTextsAbroad } from '../../platform/sms/texts-abroad.ts';
import { findUserForSignIn } from '../auth/queries.ts';
import { type ClientMeta, contactOf, startSession } from '../auth/service.ts';
import { insertResetToken, setPassword, spendResetTokensOf, takeResetToken } from './queries.ts';
import { resetMail, resetSms } from './reset-messages.ts';

export type PasswordResetDeps = { db: Database; config: Config; outbox: OutboxDispatcher };

export async function requestPasswordReset(
  { db, config, outbox }: PasswordResetDeps,
  input: { identifier: string; language: 'en' | 'sw'; next?: string | undefined },
  meta: ClientMeta,
): Promise<void> {
  const answerInTime = answerNoSoonerThan();
  const contact = contactOf(input.identifier);
  // Both limits count every request, for accounts or not, so a 429 tells nothing either.
  await enforceRateLimit(db, { name: 'reset-ip', max: 20, windowSeconds: 3600 }, meta.clientAddress);
  await enforceRateLimit(db, { name: 'reset-id', max: 3, windowSeconds: 15 * 60 }, contact.value);
  await limitTextsAbroad(db, contact, config.SMS_ABROAD_PER_HOUR);
  try {
    const user = await findUserForSignIn(db, contact);
    if (!user || user.disabledAt) return;
    const token = newSessionToken();
    // In the fragment, the token never reaches a server log or another site's Referer header.
    const link = `${config.PUBLIC_URL}/event-planners/reset-password${nextQuery(input.next)}#token=${token}`;
    await db.transaction(async (tx) => {
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashSessionToken(token),
        channel: contact.kind === 'email' ? 'email' : 'sms',
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      // To what was typed (the account's own address or number): where the person will look for it.
      await enqueueForContact(tx, contact, {
        mail: resetMail(input.language, user.name, link),
        sms: resetSms(input.language, link),
      });
    });
    outbox.kick();
  } finally {
    await answerInTime();
  }
}

/** Sets the new password, ends every session of the account and signs this device in. */
export async function resetPassword(
  { db }: PasswordResetDeps,
  input: { token: string; password: string },
  meta: ClientMeta,
) {
  await enforceRateLimit(
    db,
    { name: 'reset-confirm-ip', max: 20, windowSeconds: 15 * 60 },
    meta.clientAddress,
  );
  await refuseCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const token = await takeResetToken(tx, hashSessionToken(input.token));
    if (!token) return null;
    const updated = await setPassword(tx, token.userId, passwordHash, token.channel === 'email');
    if (!updated) return null; // disabled since the link was sent
    await deleteAllUserSessions(tx, updated.id);
    await spendResetTokensOf(tx, updated.id);
    return updated;
  });
  if (!user) {
    throw new AppError('validation', RESET_LINK_INVALID_MESSAGE, [
      { field: 'token', message: RESET_LINK_INVALID_MESSAGE },
    ]);
  }
  return startSession(db, user, meta);
}
