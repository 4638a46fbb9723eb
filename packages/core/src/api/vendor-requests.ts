// Become Vendor: a person leaves an e-mail address or a phone number and we reach them.
import { z } from 'zod';
import { CONTACT_MAX_LENGTH, parseContact } from '../contact.ts';

export const createVendorRequestBody = z.object({
  request_contact: z
    .string({ error: 'Please enter an email or phone number.' })
    .trim()
    .min(1, 'Please enter an email or phone number.')
    .max(CONTACT_MAX_LENGTH, `Keep it under ${CONTACT_MAX_LENGTH} characters.`)
    .refine((value) => parseContact(value) !== null, {
      message: 'Enter a valid email address or phone number (for example 0754 123 456 or +255 754 123 456).',
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
