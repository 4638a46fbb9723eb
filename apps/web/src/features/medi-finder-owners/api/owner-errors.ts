// The server explains a refusal in English (the contract's words); the owners' pages give the known ones in
// Swahili, and sort per-field messages to the fields that caused them.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

type T = TFunction<'mediFinderOwners'>;

// Matched by their opening words, so a changed ending still finds its translation.
const known: readonly [pattern: RegExp, key: string][] = [
  [/^Enter the name of the place/, 'errors.name'],
  [/^Enter a phone number/, 'errors.phone'],
  [/^Enter the street address/, 'errors.address'],
  [/^Enter the city or town/, 'errors.city'],
  [/^Choose the place on the map, or give a latitude/, 'errors.latitude'],
  [/^Choose the place on the map, or give a longitude/, 'errors.longitude'],
  [/^Give opening times as HH:MM/, 'errors.opens'],
  [/^Give closing times as HH:MM/, 'errors.closes'],
  [/^A day cannot open and close at the same time/, 'errors.sameTime'],
  [/^Give the hours of all seven days/, 'errors.sevenDays'],
  [/^Choose services and tests from the list/, 'errors.offerings'],
  [/^Use letters, numbers and punctuation only/, 'errors.plainText'],
  [/^Keep the .* under/, 'errors.tooLong'],
  [/^That place was not found/, 'errors.notFound'],
  [/^Please sign in to continue/, 'errors.signIn'],
  [/^Your account is not allowed to do this/, 'errors.notAllowed'],
  [/^Something went wrong on our side/, 'errors.server'],
];

export function translateOwnerMessage(message: string, t: T, language: string): string {
  if (language.startsWith('en')) return message;
  for (const [pattern, key] of known) {
    if (pattern.test(message)) return t(key);
  }
  return message;
}

/** What to tell the owner when a call failed: the server's words (translated when known), or that it was not reached. */
export function ownerErrorMessage(error: unknown, t: T, language: string): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.code === 'http') return t('errors.server');
  return translateOwnerMessage(error.message, t, language);
}

/** The server's per-field messages (400 and 422), by field path such as `openingHours.2.closes`. */
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
