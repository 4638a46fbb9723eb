// Changing the e-mail address or phone number of an account. Both sign in (and reset the password), so a new one
// must be proven: asking takes the current password and sends a single-use link to the new address or number
// (only its hash is kept); opening it, signed in to the same account, makes the change and tells the old one.
import { CONTACT_CHANGE_LINK_HOURS, type SessionUser } from '@sherehe/core/api/auth';
import { parseContact } from '@sherehe/core/contact';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit } from '../../platform/audit.ts';
import { requireCurrentPassword } from '../../platform/auth/password.ts';
import { spendResetTokensOf } from '../../platform/auth/reset-link-queries.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueForContact, enqueueMail, enqueueSms } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { limitTextsAbroad } from '../../platform/sms/texts-abroad.ts';
import { toSessionUser } from '../auth/service.ts';
import { confirmMail, confirmSms, emailChangedMail, phoneChangedSms } from './contact-change-messages.ts';
import {
  deleteExpiredContactChanges,
  findAccount,
  findOtherOwner,
  putContactChange,
  setContact,
  takeContactChange,
} from './queries.ts';

export type ContactChangeDeps = { db: Database; config: Config; jobs: JobQueue };
type Kind = 'email' | 'phone';

// Per account: asking checks the password, so this also bounds guesses at it, and telling "taken" answers whether
// an address has an account, so this bounds that too, on top of the outbound budget's count of the links.
const ASKS_PER_HOUR = 5;
const OPENS_PER_QUARTER_HOUR = 10;

const atValue = (reason: 'account.contact_unchanged' | 'account.contact_taken') => ({
  fields: [{ field: 'value', reason }],
});

function taken(): AppError {
  return new AppError('conflict', 'account.contact_taken', undefined, atValue('account.contact_taken'));
}

function invalidLink(): AppError {
  return new AppError('validation', 'account.contact_link_invalid', undefined, {
    fields: [{ field: 'token', reason: 'account.contact_link_invalid' }],
  });
}

/** Sends the link to the new e-mail address or number; answers where it went and until when it works. */
export async function requestContactChange(
  { db, config, jobs }: ContactChangeDeps,
  userId: string,
  input: { kind: Kind; value: string; password: string; language: 'en' | 'sw' },
) {
  await enforceRateLimit(db, { name: 'contact-change', max: ASKS_PER_HOUR, windowSeconds: 3600 }, userId);
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('unauthorized', 'auth.sign_in_required');
  await requireCurrentPassword(account.passwordHash, input.password, 'password');
  const contact = parseContact(input.value);
  if (!contact || contact.kind !== input.kind) {
    // The contract checked it already; this only narrows the type.
    const reason = input.kind === 'email' ? 'account.email_invalid' : 'account.phone_invalid';
    throw new AppError('validation', reason, undefined, { fields: [{ field: 'value', reason }] });
  }
  if (contact.value === account[contact.kind]) {
    throw new AppError(
      'validation',
      'account.contact_unchanged',
      undefined,
      atValue('account.contact_unchanged'),
    );
  }
  if (await findOtherOwner(db, userId, contact.kind, contact.value)) throw taken();
  await limitTextsAbroad(db, contact, config.SMS_ABROAD_PER_HOUR);

  const language = account.language ?? input.language;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + CONTACT_CHANGE_LINK_HOURS * 3600_000);
  // In the fragment, the token never reaches a server log or another site's Referer header.
  const link = `${config.PUBLIC_URL}/event-planners/Account#token=${token}`;
  await db.transaction(async (tx) => {
    await putContactChange(tx, {
      userId,
      kind: contact.kind,
      value: contact.value,
      tokenHash: hashSessionToken(token),
      language,
      expiresAt,
    });
    // The person's own message in the outbound budget: past an allowance the request is refused (429) and rolls back.
    await enqueueForContact(
      tx,
      contact,
      { mail: confirmMail(language, link), sms: confirmSms(language, link) },
      { origin: { account: userId } },
    );
  });
  jobs.kick();
  return { kind: contact.kind, value: contact.value, expiresAt: expiresAt.toISOString() };
}

/** Makes the change behind the link, for the account signed in; answers the account as it now is. */
export async function confirmContactChange(
  { db, config, jobs }: ContactChangeDeps,
  userId: string,
  token: string,
): Promise<SessionUser> {
  await enforceRateLimit(
    db,
    { name: 'contact-confirm', max: OPENS_PER_QUARTER_HOUR, windowSeconds: 15 * 60 },
    userId,
  );
  let outcome: Awaited<ReturnType<typeof setContact>> | 'invalid' | 'taken';
  try {
    outcome = await db.transaction(async (tx) => {
      // Another account's token is not taken: its owner can still open it.
      const change = await takeContactChange(tx, userId, hashSessionToken(token));
      if (!change) return 'invalid';
      const before = await findAccount(tx, userId);
      if (!before) return 'invalid';
      // Someone opened an account with it since the link went out: the link is spent all the same.
      if (await findOtherOwner(tx, userId, change.kind, change.value)) return 'taken';
      const after = await setContact(tx, userId, change.kind, change.value);
      if (!after) return 'invalid';
      // A reset link sent to the old address or number must not take the account back.
      await spendResetTokensOf(tx, userId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.contact_changed',
        targetType: 'user',
        targetId: userId,
        details: { kind: change.kind, from: before[change.kind], to: change.value },
      });
      const old = before[change.kind];
      const language = after.language ?? change.language;
      // Sherehe's own: never refused, so the change is never undone for want of a notice.
      if (old && change.kind === 'email') {
        await enqueueMail(
          tx,
          { to: old, ...emailChangedMail(language, after.name, config.PUBLIC_URL) },
          { origin: 'sherehe' },
        );
      } else if (old) {
        await enqueueSms(
          tx,
          { to: old, text: phoneChangedSms(language, config.PUBLIC_URL) },
          { origin: 'sherehe' },
        );
      }
      return after;
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index lets one through.
    if (isUniqueViolation(error, 'users_email_unique') || isUniqueViolation(error, 'users_phone_unique')) {
      throw taken();
    }
    throw error;
  }
  if (outcome === 'invalid') throw invalidLink();
  if (outcome === 'taken') throw taken();
  jobs.kick();
  return toSessionUser(outcome);
}

/** Housekeeping: a change whose link was not opened in time is dropped (asking again starts afresh). */
export function forgetExpiredContactChanges(db: Database): Promise<void> {
  return deleteExpiredContactChanges(db);
}
