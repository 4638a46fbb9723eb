// The server explains a refusal in English (the contract's words); the known ones get their Swahili wording here.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

// Matched by their opening words, so a changed ending still finds its translation.
const known: readonly [pattern: RegExp, key: string][] = [
  [/^You cannot disable your own account or remove your own admin role/, 'serverErrors.selfChange'],
  [/^No such user/, 'serverErrors.noSuchUser'],
  [/^Not a user id/, 'serverErrors.noSuchUser'],
  [/^Keep the search under (\d+)/, 'serverErrors.searchTooLong'],
  [/^Use letters, numbers and punctuation only/, 'serverErrors.plainText'],
  [/^That page link is not valid/, 'serverErrors.badCursor'],
  [/^Please sign in to continue/, 'serverErrors.signInFirst'],
  [/^Your account is not allowed to do this/, 'serverErrors.notAllowed'],
  [/^Too many requests/, 'serverErrors.tooMany'],
  [/^Something went wrong on our side/, 'serverErrors.serverFault'],
  [/^This request was already (approved|rejected)/, 'serverErrors.alreadyDecided'],
  [/^No such vendor request/, 'serverErrors.noSuchRequest'],
  [/^No such vendor/, 'serverErrors.noSuchVendor'],
  [/^This contact belongs to an admin account/, 'serverErrors.adminContact'],
  [/^The account with this contact is disabled/, 'serverErrors.disabledContact'],
  [/^This vendor is already suspended/, 'serverErrors.alreadySuspended'],
  [/^This vendor is not suspended/, 'serverErrors.notSuspended'],
  [/^Say why/, 'serverErrors.noteRequired'],
  [/^No such listing/, 'serverErrors.noSuchListing'],
  [/^Not a listing id/, 'serverErrors.noSuchListing'],
  [/^An admin already archived this listing/, 'serverErrors.alreadyArchived'],
  [/^Only an archived listing can be restored/, 'serverErrors.notArchived'],
  [/^We could not find that review/, 'serverErrors.noSuchReview'],
  [/^Not a review id/, 'serverErrors.noSuchReview'],
  // Medi-Finder (the strings live in the adminMediFinder namespace, loaded with the admin page).
  [/^That place was not found/, 'adminMediFinder:serverErrors.notFound'],
  [/^This place is already listed/, 'adminMediFinder:serverErrors.alreadyListed'],
  [/^This place is already hidden/, 'adminMediFinder:serverErrors.alreadyHidden'],
  [/^This place already has a subscription from/, 'adminMediFinder:serverErrors.overlap'],
  [/^This place has no current or upcoming subscription/, 'adminMediFinder:serverErrors.nothingToCancel'],
  [/^The last day cannot come before the first/, 'adminMediFinder:serverErrors.lastBeforeFirst'],
];

/** What to tell the admin when a call failed: the server's words (translated when known), or that it was not reached. */
export function adminErrorMessage(error: unknown, t: TFunction<'admin'>, language: string): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.code === 'http') return t('serverErrors.serverFault'); // no readable answer (a proxy's error page)
  if (language.startsWith('en')) return error.message;
  for (const [pattern, key] of known) {
    const match = pattern.exec(error.message);
    if (match) return t(key, { limit: match[1] ?? '', defaultValue: error.message });
  }
  return error.message;
}
