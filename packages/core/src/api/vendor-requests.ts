// Become Vendor: a person leaves an e-mail address or a phone number and we reach them.
import { z } from 'zod';
import { CONTACT_MAX_LENGTH, parseContact } from '../contact.ts';
import { reason } from '../reasons.ts';

export const createVendorRequestBody = z.object({
  request_contact: z
    .string({ error: reason('vendor_request.contact_required') })
    .trim()
    .min(1, reason('vendor_request.contact_required'))
    .max(CONTACT_MAX_LENGTH, reason('account.identifier_too_long'))
    .refine((value) => parseContact(value) !== null, {
      message: reason('account.identifier_invalid'),
    }),
});
export type CreateVendorRequestBody = z.infer<typeof createVendorRequestBody>;

export const vendorRequestStatus = z.enum(['pending', 'approved', 'rejected']);

export const vendorRequestCreated = z.object({
  id: z.uuid(),
  status: vendorRequestStatus,
  createdAt: z.iso.datetime(),
});
export type VendorRequestCreated = z.infer<typeof vendorRequestCreated>;
