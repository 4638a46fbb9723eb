// Become Vendor: keep the request (it must never be lost), tell the admins by mail, and keep abuse out.
import { findCategory } from '@sherehe/core/categories';
import { parseContact } from '@sherehe/core/contact';
import { formatPhone } from '@sherehe/core/phone';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { findPendingVendorRequest, insertVendorRequest } from './queries.ts';

export type VendorRequestDeps = { db: Database; config: Config; jobs: JobQueue };

export async function createVendorRequest(
  { db, config, jobs }: VendorRequestDeps,
  input: {
    requestContact: string;
    businessName: string | null;
    businessKind: string | null;
    language: 'en' | 'sw' | null;
    clientAddress: string;
  },
) {
  const contact = parseContact(input.requestContact);
  if (!contact) throw new AppError('validation', 'account.identifier_invalid');

  const created = await db.transaction(async (tx) => {
    // Counted in the same transaction (one commit, one disk flush less). A refused request rolls its own count
    // back, which changes nothing: the window already holds more than the limit until it ends.
    await enforceRateLimit(
      tx,
      { name: 'vendor-request', max: config.VENDOR_REQUESTS_PER_HOUR, windowSeconds: 3600 },
      input.clientAddress,
    );
    const insert = () =>
      insertVendorRequest(tx, {
        requestContact: input.requestContact,
        contact: contact.value,
        contactKind: contact.kind,
        businessName: input.businessName,
        businessKind: input.businessKind,
        language: input.language,
        clientAddress: input.clientAddress,
      });
    let row = await insert();
    if (!row) {
      // A repeat of a request still pending: the same answer as the first, and the admins are not told twice.
      const pending = await findPendingVendorRequest(tx, contact.value);
      if (pending) return { row: pending, announce: false };
      // Decided in the instant between the two statements: this one is a new request after all.
      row = await insert();
      if (!row) throw new Error('a vendor request neither stored nor pending');
    }
    const shown = contact.kind === 'phone' ? formatPhone(contact.value) : contact.value;
    await enqueueMail(
      tx,
      {
        to: config.ADMIN_EMAIL,
        subject: `New vendor request: ${shown}`,
        text: [
          'Someone asked to become a vendor on Sherehe.',
          '',
          `Contact (${contact.kind}): ${shown}`,
          `As typed: ${input.requestContact}`,
          ...(input.businessName ? [`Business: ${input.businessName}`] : []),
          ...(input.businessKind
            ? [`Kind of business: ${findCategory(input.businessKind)?.en ?? input.businessKind}`]
            : []),
          `Received: ${row.createdAt.toISOString()}`,
          `Request id: ${row.id}`,
          '',
          'Reach them, then approve or reject the request in the admin area.',
        ].join('\n'),
      },
      { origin: 'sherehe' },
    );
    return { row, announce: true };
  });
  if (created.announce) jobs.kick();
  const { row } = created;
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}
