// Become Vendor: a person leaves an e-mail address or a phone number and we reach them.
import { z } from 'zod';
import { categorySlugs } from '../categories.ts';
import { CONTACT_MAX_LENGTH, parseContact } from '../contact.ts';

export const BUSINESS_NAME_MAX_LENGTH = 120;
// An optional field left empty arrives as "" from a form: the same as not given.
const emptyIsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const createVendorRequestBody = z.object({
  request_contact: z
    .string({ error: 'Please enter an email or phone number.' })
    .trim()
    .min(1, 'Please enter an email or phone number.')
    .max(CONTACT_MAX_LENGTH, `Keep it under ${CONTACT_MAX_LENGTH} characters.`)
    .refine((value) => parseContact(value) !== null, {
      message: 'Enter a valid email address or phone number (for example 0754 123 456 or +255 754 123 456).',
    }),
  /** Optional: what the business is called. */
  business_name: z.preprocess(
    emptyIsMissing,
    z
      .string()
      .trim()
      .max(BUSINESS_NAME_MAX_LENGTH, `Keep the business name under ${BUSINESS_NAME_MAX_LENGTH} characters.`)
      .optional(),
  ),
  /** Optional: what it sells, as one of the marketplace's categories. */
  business_kind: z.preprocess(
    emptyIsMissing,
    z.enum(categorySlugs, { error: 'There is no such kind of business.' }).optional(),
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
