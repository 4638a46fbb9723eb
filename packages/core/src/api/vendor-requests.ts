// Become Vendor: a person leaves an e-mail address or a phone number and we reach them.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { CONTACT_MAX_LENGTH, parseContact } from '../contact.ts';
import { reason } from '../reasons.ts';
import { BUSINESS_NAME_MAX_LENGTH } from '../vendor-request-limits.ts';
import { plainText } from './plain-text.ts';

// An optional field left empty arrives as "" from a form: the same as not given.
const emptyIsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const createVendorRequestBody = z.object({
  request_contact: z
    .string({ error: reason('vendor_request.contact_required') })
    .trim()
    .min(1, reason('vendor_request.contact_required'))
    .max(CONTACT_MAX_LENGTH, reason('account.identifier_too_long'))
    .refine((value) => parseContact(value) !== null, {
      message: reason('account.identifier_invalid'),
    }),
  /** Optional: what the business is called. */
  business_name: z.preprocess(
    emptyIsMissing,
    plainText(z.string().trim())
      .max(BUSINESS_NAME_MAX_LENGTH, reason('vendor.business_name_too_long'))
      .optional(),
  ),
  /** Optional: what it sells, as one of the marketplace's categories. */
  business_kind: z.preprocess(
    emptyIsMissing,
    z.enum(categorySlugs, { error: reason('vendor_request.business_kind_unknown') }).optional(),
  ),
  /** The language the person used, so the answer reaches them in it. */
  language: z.enum(['en', 'sw']).optional(),
});
export type CreateVendorRequestBody = z.infer<typeof createVendorRequestBody>;

export const vendorRequestStatus = z.enum(['pending', 'approved', 'rejected']);

export const vendorRequestCreated = z.object({
  id: z.uuid(),
  status: vendorRequestStatus,
  createdAt: z.iso.datetime(),
});
export type VendorRequestCreated = z.infer<typeof vendorRequestCreated>;
