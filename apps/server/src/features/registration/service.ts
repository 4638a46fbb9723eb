// Registering: the form's answer is always "we sent you a link", after the same wait, so it never tells whether the
// address already has an account. The account opens when the link is opened with the password chosen here, which
// proves both that the person reads that address and that it is the person who registered.
import { REGISTRATION_LINK_HOURS } from '@sherehe/core/api/auth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findUserForSignIn, insertUser } from '../../platform/auth/account-queries.ts';
import { refuseCommonPassword } from '../../platform/auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { answerNoSoonerThan } from '../../platform/auth/steady-answer.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { nextQuery } from '../../platform/return-path.ts';
import { limitTextsAbroad } from '../../platform/sms/texts-abroad.ts';
import { type ClientMeta, contactOf, startSession } from '../auth/service.ts';
import { claimVendorInvitation } from '../vendor-onboarding/service.ts';
import {
  deleteExpiredPendingRegistrations,
  deletePendingRegistrationsFor,
  findPendingRegistration,
  insertPendingRegistration,
  takePendingRegistration,
} from './queries.ts';
import {
  alreadyRegisteredMail,
  alreadyRegisteredSms,
  finishMail,
  finishSms,
} from './registration-messages.ts';

export type RegistrationDeps = {
  db: Database;
  config: Config;
  jobs: JobQueue;
  registrationsPerAddress: number; // per hour
};

function invalidLink(): AppError {
  return new AppError('validation', 'account.registration_link_invalid', undefined, {
    fields: [{ field: 'token', reason: 'account.registration_link_invalid' }],
  });
}

export async function startRegistration(
  { db, config, jobs, registrationsPerAddress }: RegistrationDeps,
  input: {
    name: string;
    identifier: string;
    password: string;
    language: 'en' | 'sw';
    next?: string | undefined;
  },
  meta: ClientMeta,
): Promise<void> {
  const answerInTime = answerNoSoonerThan();
  await enforceRateLimit(
    db,
    { name: 'register-ip', max: registrationsPerAddress, windowSeconds: 3600 },
    meta.clientAddress,
  );
  const contact = contactOf(input.identifier);
  // Counts every attempt, account or not: it keeps anyone from flooding one address with our messages.
  await enforceRateLimit(db, { name: 'register-id', max: 5, windowSeconds: 3600 }, contact.value);
  await limitTextsAbroad(db, contact, config.SMS_ABROAD_PER_HOUR);
  await refuseCommonPassword(input.password, 'password');
  try {
    const passwordHash = await hashPassword(input.password); // hashed either way, so both paths take as long
    const existing = await findUserForSignIn(db, contact);
    const { language } = input;
    await db.transaction(async (tx) => {
      if (existing) {
        if (existing.disabledAt) return;
        // Sherehe's own in the outbound budget (held back, never refused): a refusal would tell the account exists.
        await enqueueForContact(
          tx,
          contact,
          {
            mail: alreadyRegisteredMail(language, config.PUBLIC_URL),
            sms: alreadyRegisteredSms(language, config.PUBLIC_URL),
          },
          { origin: 'sherehe' },
        );
        return;
      }
      const token = newSessionToken();
      // In the fragment, the token never reaches a server log or another site's Referer header.
      const link = `${config.PUBLIC_URL}/event-planners/register${nextQuery(input.next)}#token=${token}`;
      await insertPendingRegistration(tx, {
        tokenHash: hashSessionToken(token),
        name: input.name,
        email: contact.kind === 'email' ? contact.value : null,
        phone: contact.kind === 'phone' ? contact.value : null,
        passwordHash,
        expiresAt: new Date(Date.now() + REGISTRATION_LINK_HOURS * 3600_000),
      });
      await enqueueForContact(
        tx,
        contact,
        { mail: finishMail(language, link), sms: finishSms(language, link) },
        { origin: 'sherehe' },
      );
    });
    jobs.kick();
  } finally {
    await answerInTime();
  }
}

/** Opens the account behind the link and signs this device in. */
export async function finishRegistration(
  { db, registrationsPerAddress }: RegistrationDeps,
  input: { token: string; password: string },
  meta: ClientMeta,
) {
  const tokenHash = hashSessionToken(input.token);
  // As many finished as may be asked for from one address (REGISTRATIONS_PER_ADDRESS_PER_HOUR, 30 unless set), in
  // a quarter of an hour: one setting for a place where many people sign up from one address.
  await enforceRateLimit(
    db,
    { name: 'register-finish-ip', max: registrationsPerAddress, windowSeconds: 15 * 60 },
    meta.clientAddress,
  );
  // Whoever holds a link gets a few guesses at its password, not an unlimited number.
  await enforceRateLimit(db, { name: 'register-finish-link', max: 5, windowSeconds: 15 * 60 }, tokenHash);
  const pending = await findPendingRegistration(db, tokenHash);
  const matches = await verifyPassword(pending?.passwordHash, input.password);
  if (!pending) throw invalidLink();
  if (!matches) {
    throw new AppError('validation', 'account.not_your_password', undefined, {
      fields: [{ field: 'password', reason: 'account.not_your_password' }],
    });
  }
  const user = await db.transaction(async (tx) => {
    if (!(await takePendingRegistration(tx, pending.id))) return 'taken' as const;
    const created = await insertUser(tx, {
      name: pending.name,
      email: pending.email,
      phone: pending.phone,
      passwordHash: pending.passwordHash,
      // The link went to this address, and it was opened: the address is proven.
      emailVerifiedAt: pending.email ? new Date() : null,
    });
    if (!created) return 'exists' as const;
    await deletePendingRegistrationsFor(tx, pending);
    return claimVendorInvitation(tx, created); // an approved Become Vendor request opens a vendor account
  });
  if (user === 'taken') throw invalidLink();
  if (user === 'exists') {
    // Only the owner of the address sees this (they opened its link), so it tells no one else anything.
    throw new AppError('conflict', 'account.exists');
  }
  return startSession(db, user, meta);
}

/** Housekeeping: a registration whose link was never opened in time is dropped (asking again starts afresh). */
export function forgetExpiredRegistrations(db: Database): Promise<void> {
  return deleteExpiredPendingRegistrations(db);
}
