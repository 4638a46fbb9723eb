// The server explains a refusal in English (the contract's words); the vendor area's own get Swahili wording here,
// and field-by-field messages are sorted to the fields that caused them.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

// Matched by their opening words, so a changed ending still finds its translation.
const known: readonly [pattern: RegExp, key: string][] = [
  [/^Save your shop profile first/, 'errors.noProfile'],
  [/^This listing does not exist/, 'errors.listingNotFound'],
  [/^This photo does not exist/, 'errors.photoNotFound'],
  [/^Your shop is suspended/, 'errors.suspended'],
  // The admin's reason, when given, stays in the words the admin wrote.
  [/^An admin archived this listing(: [\s\S]*)?\. Contact Sherehe support/, 'errors.adminHold'],
  [/^Add at least one photo before publishing/, 'errors.noPhoto'],
  [/^A listing can have at most/, 'errors.tooManyPhotos'],
  [/^A published listing keeps at least one photo/, 'errors.lastPhoto'],
  [/^The photo is larger than/, 'errors.tooLarge'],
  [/^This file is not a JPEG, PNG or WebP image/, 'errors.notImage'],
  [/^This image is too large in pixels/, 'errors.tooManyPixels'],
  [/^The file is empty/, 'errors.empty'],
  [/^Enter the name of your business/, 'errors.businessName'],
  [/^Enter the city or town/, 'errors.city'],
  [/^Enter a phone number/, 'errors.phone'],
  [/^Enter a title of at least/, 'errors.title'],
  [/^Choose a category/, 'errors.category'],
  [/^Enter the price in whole shillings/, 'errors.price'],
  [/^The price cannot be negative/, 'errors.price'],
  [/^Enter a price of at most/, 'errors.priceTooHigh'],
  [/^Enter the capacity/, 'errors.capacity'],
  [/^Enter the stock/, 'errors.stock'],
  [/^Use letters, numbers and punctuation only/, 'errors.plainText'],
  [/^Keep the .* under/, 'errors.tooLong'],
  [/^Keep it under/, 'errors.tooLong'],
  [/^Write your reply/, 'errors.replyText'],
  [/^You can reply only to reviews of your own listings/, 'errors.notYourReview'],
  [/^We could not find that review/, 'errors.reviewNotFound'],
  [/^Please sign in to continue/, 'errors.signIn'],
  [/^Your account is not allowed to do this/, 'errors.notAllowed'],
  [/^Something went wrong on our side/, 'errors.server'],
];

export function translateVendorMessage(message: string, t: TFunction<'vendor'>, language: string): string {
  if (language.startsWith('en')) return message;
  for (const [pattern, key] of known) {
    const match = pattern.exec(message);
    if (match) return t(key, { reason: match[1] ?? '' });
  }
  return message;
}

/** What to tell the vendor when a call failed: the server's words (translated when known), or that it was not reached. */
export function vendorErrorMessage(error: unknown, t: TFunction<'vendor'>, language: string): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.code === 'http') return t('errors.server');
  return translateVendorMessage(error.message, t, language);
}

/** The server's per-field messages of a 400, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const found: Record<string, string> = {};
  for (const item of error.details as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string' && !(item.field in found)) {
      found[item.field] = item.message;
    }
  }
  return found;
}
