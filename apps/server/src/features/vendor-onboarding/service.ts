// Vendor onboarding: an admin approves a Become Vendor request (the contact's account becomes a vendor, or the
// contact is invited to open one) or rejects it with a note; and suspends or reinstates vendors. Every step goes
// into the request's history and the audit log, in the same transaction as the change itself.
import type {
  AdminVendor,
  AdminVendorRequest,
  ApproveVendorRequestBody,
  RejectVendorRequestBody,
  SuspendVendorBody,
} from '@sherehe/core/api/vendor-onboarding';
import { formatPhone } from '@sherehe/core/phone';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { notify } from '../notifications/service.ts';
import { ensureVendorProfile } from '../vendor-area/ensure-vendor-profile.ts';
import {
  type AdminVendorRow,
  decideVendorRequest,
  findAccount,
  findVendor,
  findVendorRequest,
  insertVendorRequestEvent,
  openInvitationsFor,
  setAccountRole,
  setVendorStatus,
  setVendorUser,
  type VendorRequestRow,
  vendorRequestExists,
  vendorRequestHistory,
  vendorRequestsPage,
  vendorsPage,
} from './queries.ts';

export type VendorOnboardingDeps = { db: Database; config: Config; jobs: JobQueue };

type PageQuery = { limit: number; cursor?: string | undefined };

function toAdminVendorRequest(row: VendorRequestRow): AdminVendorRequest {
  return {
    id: row.id,
    requestContact: row.requestContact,
    contact: row.contact,
    contactKind: row.contactKind,
    businessName: row.businessName,
    businessKind: row.businessKind,
    status: row.status,
    decisionNote: row.decisionNote,
    account:
      row.accountId && row.accountName && row.accountRole
        ? {
            id: row.accountId,
            name: row.accountName,
            userRole: row.accountRole,
            disabled: row.accountDisabledAt !== null,
          }
        : null,
    invited: row.invited,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listVendorRequests(
  { db }: VendorOnboardingDeps,
  query: PageQuery & { status?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  const rows = await vendorRequestsPage(db, {
    status: query.status,
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(rows, query.limit);
  return { requests: page.rows.map(toAdminVendorRequest), nextCursor: page.nextCursor };
}

export async function vendorRequestEvents({ db }: VendorOnboardingDeps, requestId: string) {
  if (!(await vendorRequestExists(db, requestId)))
    throw new AppError('not_found', 'onboarding.request_not_found');
  const events = await vendorRequestHistory(db, requestId);
  return { events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })) };
}

async function pendingRequest(tx: Database, id: string) {
  const request = await findVendorRequest(tx, id, true);
  if (!request) throw new AppError('not_found', 'onboarding.request_not_found');
  if (request.status !== 'pending') {
    throw new AppError('conflict', 'onboarding.already_decided', { status: request.status });
  }
  return request;
}

function invitation(
  config: Config,
  contact: { kind: 'email' | 'phone'; value: string },
  language: 'en' | 'sw' | null,
) {
  const link = `${config.PUBLIC_URL}/event-planners/register`;
  const shown = contact.kind === 'phone' ? formatPhone(contact.value) : contact.value;
  if (language === 'sw') {
    return {
      mail: {
        subject: 'Ombi lako la kuwa muuzaji Sherehe limekubaliwa',
        text: [
          'Karibu! Ombi lako la kuuza kwenye Sherehe limekubaliwa.',
          '',
          `Fungua akaunti yako kwa ${shown} hapa:`,
          link,
          '',
          'Akaunti yako inakuwa akaunti ya muuzaji mara tu inapofunguliwa; kisha ongeza duka lako na huduma zako chini ya Muuzaji.',
        ].join('\n'),
      },
      sms: `Sherehe: ombi lako la kuwa muuzaji limekubaliwa. Fungua akaunti kwa namba hii kwenye ${link} na itakuwa akaunti ya muuzaji.`,
    };
  }
  return {
    mail: {
      subject: 'Your Sherehe vendor request was approved',
      text: [
        'Karibu! Your request to sell on Sherehe was approved.',
        '',
        `Open your account with ${shown} here:`,
        link,
        '',
        'Your account becomes a vendor account as soon as it is open; then add your shop and listings under Vendor.',
      ].join('\n'),
    },
    sms: `Sherehe: your vendor request was approved. Open your account with this number at ${link} and it becomes a vendor account.`,
  };
}

/** To an applicant whose account is now a vendor account: where to start. */
function approvalNotice(config: Config, language: 'en' | 'sw' | null) {
  const link = `${config.PUBLIC_URL}/event-planners/vendor`;
  if (language === 'sw') {
    return {
      mail: {
        subject: 'Sasa wewe ni muuzaji kwenye Sherehe',
        text: [
          'Karibu! Ombi lako la kuuza kwenye Sherehe limekubaliwa, na akaunti yako sasa ni akaunti ya muuzaji.',
          '',
          'Ongeza duka lako na huduma zako hapa (kiungo cha Muuzaji kwenye menyu):',
          link,
          '',
          'Sherehe',
        ].join('\n'),
      },
      sms: `Sherehe: ombi lako limekubaliwa, akaunti yako sasa ni ya muuzaji. Ongeza duka lako: ${link}`,
    };
  }
  return {
    mail: {
      subject: 'You are now a vendor on Sherehe',
      text: [
        'Karibu! Your request to sell on Sherehe was approved, and your account is now a vendor account.',
        '',
        'Add your shop and your listings here (the Vendor link in the menu):',
        link,
        '',
        'Sherehe',
      ].join('\n'),
    },
    sms: `Sherehe: your vendor request was approved and your account is now a vendor account. Add your shop: ${link}`,
  };
}

/**
 * The matching account becomes a vendor and is told so; with no account, the contact gets an invitation to open
 * one. Either way in the language the request was made in.
 */
export async function approveVendorRequest(
  { db, config, jobs }: VendorOnboardingDeps,
  actorId: string,
  requestId: string,
  body: ApproveVendorRequestBody,
): Promise<AdminVendorRequest> {
  const note = body.note || null;
  let invited = false;
  let notified = false;
  const result = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    if (request.accountId) {
      if (request.accountRole === 'admin') {
        throw new AppError('business_rule', 'onboarding.admin_contact');
      }
      if (request.accountDisabledAt) {
        throw new AppError('business_rule', 'onboarding.account_disabled');
      }
      await makeVendor(
        tx,
        actorId,
        request.accountId,
        request.businessName ?? request.accountName ?? request.contact,
        request.id,
      );
      // The applicant hears it from us, at the contact they gave, in the language they asked in.
      await enqueueForContact(
        tx,
        { kind: request.contactKind, value: request.contact },
        approvalNotice(config, request.language),
        { origin: 'sherehe' },
      );
      await tellApplicant(tx, request.accountId, request.id, 'approved');
      notified = true;
      await decideVendorRequest(tx, request.id, {
        status: 'approved',
        decisionNote: note,
        vendorUserId: request.accountId,
      });
      await insertVendorRequestEvent(tx, { requestId: request.id, status: 'approved', note, actorId });
    } else {
      const contact = { kind: request.contactKind, value: request.contact };
      await enqueueForContact(tx, contact, invitation(config, contact, request.language), {
        origin: 'sherehe',
      });
      await decideVendorRequest(tx, request.id, {
        status: 'approved',
        decisionNote: note,
        vendorUserId: null,
      });
      await insertVendorRequestEvent(tx, { requestId: request.id, status: 'approved', note, actorId });
      await insertVendorRequestEvent(tx, { requestId: request.id, status: 'invited', note: null, actorId });
      invited = true;
    }
    await recordAudit(tx, {
      actorId,
      action: 'vendor_request.approved',
      targetType: 'vendor_request',
      targetId: request.id,
      details: { contact: request.contact, ...(note ? { note } : {}), ...(invited ? { invited: true } : {}) },
    });
    const after = await findVendorRequest(tx, request.id);
    if (!after) throw new Error('the request vanished inside its transaction');
    return toAdminVendorRequest(after);
  });
  if (invited || notified) jobs.kick();
  return result;
}

/**
 * The role change and the shop row. Sessions stay: every request reads the role from the account (findLiveSession),
 * a user's and a vendor's sessions live as long, and the web app reads /auth/me again when the tab comes back into
 * view, so the new role shows without signing the person out everywhere.
 */
async function makeVendor(
  tx: Database,
  actorId: string | null,
  userId: string,
  name: string,
  requestId: string,
) {
  const account = await findAccount(tx, userId);
  if (!account) throw new AppError('not_found', 'onboarding.account_not_found');
  if (account.role !== 'vendor') {
    await setAccountRole(tx, userId, 'vendor');
    if (actorId) {
      await recordAudit(tx, {
        actorId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId: userId,
        details: { from: account.role, to: 'vendor', by: 'vendor_request', request: requestId },
      });
    }
  }
  await ensureVendorProfile(tx, userId, { businessName: name, city: '' }); // the vendor fills in the rest
}

/** The applicant's inbox, when the contact they gave is an account's (someone with no account has only the contact). */
async function tellApplicant(
  tx: Database,
  userId: string,
  requestId: string,
  decision: 'approved' | 'rejected',
) {
  await notify(tx, {
    userId,
    kind: 'vendor_request.decided',
    params: { decision },
    path: decision === 'approved' ? '/event-planners/vendor' : '/event-planners/Account',
    dedupeKey: `vendor-request:${requestId}`,
  });
}

export async function rejectVendorRequest(
  { db, jobs }: VendorOnboardingDeps,
  actorId: string,
  requestId: string,
  body: RejectVendorRequestBody,
): Promise<AdminVendorRequest> {
  const result = await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    if (request.accountId) await tellApplicant(tx, request.accountId, request.id, 'rejected');
    await decideVendorRequest(tx, request.id, {
      status: 'rejected',
      decisionNote: body.note,
      vendorUserId: null,
    });
    await insertVendorRequestEvent(tx, {
      requestId: request.id,
      status: 'rejected',
      note: body.note,
      actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'vendor_request.rejected',
      targetType: 'vendor_request',
      targetId: request.id,
      details: { contact: request.contact, note: body.note },
    });
    const after = await findVendorRequest(tx, request.id);
    if (!after) throw new Error('the request vanished inside its transaction');
    return toAdminVendorRequest(after);
  });
  jobs.kick();
  return result;
}

function toAdminVendor(row: AdminVendorRow): AdminVendor {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listVendors(
  { db }: VendorOnboardingDeps,
  query: PageQuery & { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
) {
  const rows = await vendorsPage(db, {
    q: query.q || undefined,
    status: query.status,
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(rows, query.limit);
  return {
    vendors: page.rows.map(({ exactCreatedAt: _, ...row }) => toAdminVendor(row)),
    nextCursor: page.nextCursor,
  };
}

/** Suspended: the shop and its listings leave the public catalogue (it reads vendors.status); nothing is deleted. */
export async function suspendVendor(
  { db }: VendorOnboardingDeps,
  actorId: string,
  vendorId: string,
  body: SuspendVendorBody,
): Promise<AdminVendor> {
  return changeVendorStatus(db, actorId, vendorId, 'suspended', body.reason);
}

export async function reinstateVendor({ db }: VendorOnboardingDeps, actorId: string, vendorId: string) {
  return changeVendorStatus(db, actorId, vendorId, 'active', null);
}

async function changeVendorStatus(
  db: Database,
  actorId: string,
  vendorId: string,
  status: 'active' | 'suspended',
  reason: string | null,
): Promise<AdminVendor> {
  return db.transaction(async (tx) => {
    const before = await findVendor(tx, vendorId);
    if (!before) throw new AppError('not_found', 'onboarding.vendor_not_found');
    if (before.status === status) {
      throw new AppError(
        'conflict',
        status === 'suspended' ? 'onboarding.already_suspended' : 'onboarding.not_suspended',
      );
    }
    await setVendorStatus(tx, vendorId, { status, suspendedReason: reason });
    await recordAudit(tx, {
      actorId,
      action: status === 'suspended' ? 'vendor.suspended' : 'vendor.reinstated',
      targetType: 'vendor',
      targetId: vendorId,
      details: { businessName: before.businessName, ...(reason ? { reason } : {}) },
    });
    const after = await findVendor(tx, vendorId);
    if (!after) throw new Error('the vendor vanished inside its transaction');
    return toAdminVendor(after);
  });
}

/**
 * Called where an account is opened (registration through its link, a first sign-in with a provider): if an admin
 * approved a request from this e-mail or phone and invited it, the new account is a vendor from the start.
 */
export async function claimVendorInvitation<
  Account extends {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    role: 'user' | 'vendor' | 'admin';
  },
>(tx: Database, account: Account): Promise<Account> {
  const invitations = await openInvitationsFor(tx, account);
  if (invitations.length === 0 || account.role === 'admin') return account;
  await setAccountRole(tx, account.id, 'vendor');
  await ensureVendorProfile(tx, account.id, { businessName: account.name, city: '', phone: account.phone });
  for (const request of invitations) {
    await setVendorUser(tx, request.id, account.id);
    // Approved again, by the person themselves: the history shows the invitation was taken up, and by whom.
    await insertVendorRequestEvent(tx, {
      requestId: request.id,
      status: 'approved',
      note: null,
      actorId: account.id,
    });
  }
  await recordAudit(tx, {
    actorId: account.id,
    action: 'user.role_changed',
    targetType: 'user',
    targetId: account.id,
    details: { from: account.role, to: 'vendor', by: 'vendor_invitation' },
  });
  return { ...account, role: 'vendor' };
}
