// Become Vendor: keep the request (it must never be lost), tell the admins by mail, and keep abuse out.
import { findCategory } from '@sherehe/core/categories';
import { parseContact } from '@sherehe/core/contact';
import { formatPhone } from '@sherehe/core/phone';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail, type OutboxDispatcher } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { insertVendorRequest } from './queries.ts';

export type VendorRequestDeps = { db: Database; config: Config; outbox: OutboxDispatcher };

export async function createVendorRequest(
  { db, config, outbox }: VendorRequestDeps,
  input: {
    requestContact: string;
    businessName: string | null;
    businessKind: string | null;
    language: 'en' | 'sw' | null;
    clientAddress: string;
  },
) {
  const contact = parseContact(input.requestContact);
  if (!contact) throw new AppError('validation', 'Enter a valid email address or phone number.');

  const created = await db.transaction(async (tx) => {
    // Counted in the same transaction (one commit, one disk flush less). A refused request rolls its own count
    // back, which changes nothing: the window already holds more than the limit until it ends.
    await enforceRateLimit(
      tx,
      { name: 'vendor-request', max: config.VENDOR_REQUESTS_PER_HOUR, windowSeconds: 3600 },
      input.clientAddress,
    );
    const row = await insertVendorRequest(tx, {
      requestContact: input.requestContact,
      contact: contact.value,
      contactKind: contact.kind,
      businessName: input.businessName,
      businessKind: input.businessKind,
      language: input.language,
      clientAddress: input.clientAddress,
    });
    const shown = contact.kind === 'phone' ? formatPhone(contact.value) : contact.value;
    await enqueueMail(tx, {
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
    });
    return row;
  });
  outbox.kick();
  return { id: created.id, status: created.status, createdAt: created.createdAt.toISOString() };
}
