// Admins let vendors in (Become Vendor requests: approve or reject, each step kept in a history) and keep them in
// line (suspend with a reason, reinstate).
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';
import { vendorRequestStatus } from './vendor-requests.ts';

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
};

export const adminVendorRequestsQuery = z.object({ status: vendorRequestStatus.optional(), ...page });

const accountSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  userRole: z.enum(['user', 'vendor', 'admin']),
  disabled: z.boolean(),
});

export const adminVendorRequest = z.object({
  id: z.uuid(),
  requestContact: z.string(),
  contact: z.string(),
  contactKind: z.enum(['email', 'phone']),
  /** What the applicant said of their business, when they did (optional on the form). */
  businessName: z.string().nullable(),
  businessKind: z.string().nullable(),
  status: vendorRequestStatus,
  decisionNote: z.string().nullable(),
  /** The account whose e-mail or phone is the request's contact, if one exists now: approving makes it a vendor. */
  account: accountSummary.nullable(),
  /** Approved with no account yet: an invitation went to the contact, and the account they open becomes a vendor. */
  invited: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminVendorRequest = z.infer<typeof adminVendorRequest>;

export const adminVendorRequestsResponse = z.object({
  requests: z.array(adminVendorRequest),
  nextCursor: z.string().nullable(),
});
export type AdminVendorRequestsResponse = z.infer<typeof adminVendorRequestsResponse>;

export const vendorRequestEventStatus = z.enum(['pending', 'approved', 'rejected', 'invited']);

export const vendorRequestEvent = z.object({
  id: z.uuid(),
  status: vendorRequestEventStatus,
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type VendorRequestEvent = z.infer<typeof vendorRequestEvent>;
export const vendorRequestHistoryResponse = z.object({ events: z.array(vendorRequestEvent) });

export const idParams = z.object({ id: z.uuid(reason('onboarding.id_invalid')) });

const NOTE_MAX = 1000;
const note = plainText(z.string().trim()).max(NOTE_MAX, reason('onboarding.note_too_long'));

export const approveVendorRequestBody = z.object({ note: note.optional() });
export type ApproveVendorRequestBody = z.infer<typeof approveVendorRequestBody>;

export const rejectVendorRequestBody = z.object({
  note: note.min(1, reason('onboarding.reject_note_required')),
});
export type RejectVendorRequestBody = z.infer<typeof rejectVendorRequestBody>;

export const vendorStatus = z.enum(['active', 'suspended']);

export const adminVendorsQuery = z.object({
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  status: vendorStatus.optional(),
  ...page,
});

export const adminVendor = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  businessName: z.string(),
  city: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  status: vendorStatus,
  suspendedReason: z.string().nullable(),
  listingCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminVendor = z.infer<typeof adminVendor>;

export const adminVendorsResponse = z.object({
  vendors: z.array(adminVendor),
  nextCursor: z.string().nullable(),
});
export type AdminVendorsResponse = z.infer<typeof adminVendorsResponse>;

export const suspendVendorBody = z.object({
  reason: plainText(z.string().trim())
    .min(1, reason('onboarding.suspend_reason_required'))
    .max(NOTE_MAX, reason('moderation.reason_too_long')),
});
export type SuspendVendorBody = z.infer<typeof suspendVendorBody>;
