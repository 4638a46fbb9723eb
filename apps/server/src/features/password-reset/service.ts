// Forgotten passwords. Asking always gets the same answer after the same time (steady-answer.ts), so nobody learns
// from it whether an account exists; the link holds a single-use token (only its hash is stored) for 30 minutes.
import { RESET_LINK_MINUTES } from '@sherehe/core/api/password-reset';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findUserForSignIn } from '../../platform/auth/account-queries.ts';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { spendResetTokensOf } from '../../platform/auth/reset-link-queries.ts';
import { deleteAllUserSessions } from '../../platform/auth/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { answerNoSoonerThan } from '../../platform/auth/steady-answer.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { type DelaySchedule, recordEvent, secondsToWait } from '../../platform/progressive-delay.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { nextQuery } from '../../platform/return-path.ts';
import { limitTextsAbroad } from '../../platform/sms/texts-abroad.ts';
import { type ClientMeta, contactOf, startSession } from '../auth/service.ts';
import { forgetBrowsersOf } from '../notifications/service.ts';
import { openChallengeIfEnabled } from '../second-factor/service.ts';
import { deleteExpiredResetTokens, insertResetToken, setPassword, takeResetToken } from './queries.ts';
import { resetMail, resetSms } from './reset-messages.ts';

const RESET_MESSAGE_SPACING: DelaySchedule = {
  free: 1,
  firstSeconds: 60,
  maxSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

export type PasswordResetDeps = { db: Database; config: Config; jobs: JobQueue };

export async function requestPasswordReset(
  { db, config, jobs }: PasswordResetDeps,
  input: { identifier: string; language: 'en' | 'sw'; next?: string | undefined },
  meta: ClientMeta,
): Promise<void> {
  const answerInTime = answerNoSoonerThan();
  const contact = contactOf(input.identifier);
  // Counted for every request, account or not, so a 429 tells nothing either.
  await enforceRateLimit(db, { name: 'reset-ip', max: 20, windowSeconds: 3600 }, meta.clientAddress);
  try {
    // Per identifier nothing is refused: anyone may ask for anyone's link, so a refusal there would let a stranger
    // stop the owner from getting one. Messages are only spaced out (one, then 1, 2, 4, 8 and at most 15 minutes
    // apart) so a victim's inbox is not flooded; a request inside the spacing sends nothing new, but the link sent at
    // most 15 minutes before still has 15 of its 30 minutes to go. The answer and its timing are the same either way.
    const messageKey = `reset-sent:${contact.value}`;
    if ((await secondsToWait(db, messageKey, RESET_MESSAGE_SPACING)) > 0) return;
    await recordEvent(db, messageKey, RESET_MESSAGE_SPACING);
    await limitTextsAbroad(db, contact, config.SMS_ABROAD_PER_HOUR);
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
      // To what was typed (the account's own address or number): where the person will look for it. Counted as
      // Sherehe's own (held back past the budget, never refused): a refusal here would tell that the account exists.
      await enqueueForContact(
        tx,
        contact,
        { mail: resetMail(input.language, user.name, link), sms: resetSms(input.language, link) },
        { origin: 'sherehe' },
      );
    });
    jobs.kick();
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
    // Whoever held the account may have let their browser be pushed its news: a new password ends that too.
    await forgetBrowsersOf(tx, updated.id);
    await spendResetTokensOf(tx, updated.id);
    return updated;
  });
  if (!user) {
    throw new AppError('validation', 'account.reset_link_invalid', undefined, {
      fields: [{ field: 'token', reason: 'account.reset_link_invalid' }],
    });
  }
  // The link stands in for the password only: an account with an authenticator still gives its code.
  return (await openChallengeIfEnabled(db, user.id)) ?? startSession(db, user, meta);
}

/** Housekeeping: a reset link is kept a day after it expires (a late click still gets a clear answer), then goes. */
export function forgetExpiredResetLinks(db: Database): Promise<void> {
  return deleteExpiredResetTokens(db);
}
