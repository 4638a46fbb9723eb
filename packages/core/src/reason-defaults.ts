// The values some reasons' words take when a check cannot pass them along (zod's whole-number and type checks carry
// no limit; a refinement none at all): filled in under whatever the refusal itself gave, on the server and the web.
import { LISTINGS_PAGE_MAX, listingSorts } from './api/catalogue.ts';
import { MAX_FINDER_PAGE, MAX_NEARBY_RADIUS_M } from './api/medi-finder.ts';
import {
  AVAILABILITY_RANGE_MAX_DAYS,
  DAILY_CAPACITY_MAX,
  DAILY_CAPACITY_MIN,
  DEPOSIT_PERCENT_MAX,
  DEPOSIT_PERCENT_MIN,
  GUESTS_MAX,
} from './booking-rules.ts';
import { CARD_TYPE_NAME_MAX, CARD_TYPES_PER_EVENT_MAX, CARDS_PER_REQUEST_MAX } from './card-rules.ts';
import {
  AUTO_REPLY_MAX,
  INQUIRY_LOCATION_MAX,
  MESSAGE_MAX,
  MESSAGE_PHOTOS_MAX,
  QUOTE_LINES_MAX,
  QUOTE_NOTE_MAX,
  QUOTE_QUANTITY_MAX,
  QUOTE_TITLE_MAX,
  QUOTE_VALID_DAYS_MAX,
  REPORT_WHY_MAX,
} from './conversation-rules.ts';
import { DOOR_SCANS_PER_SYNC_MAX } from './door-rules.ts';
import {
  CONTRIBUTOR_NAME_MAX,
  EVENT_NAME_MAX,
  EVENT_STORY_MAX,
  EVENT_TARGET_MAX_TZS,
  EVENT_TARGET_MIN_TZS,
  EVENT_VENUE_MAX,
  HIDE_REASON_MAX,
  IMPORT_ROWS_MAX,
  PLEDGE_MAX_TZS,
  PLEDGE_MESSAGE_MAX,
  PLEDGE_MIN_TZS,
  RECEIPT_NUMBER_MAX,
  REMINDER_DAYS_MAX,
  REMINDER_RULES_MAX,
  REVERSAL_REASON_MAX,
} from './event-rules.ts';
import {
  GUEST_GROUP_MAX,
  GUEST_IMPORT_ROWS_MAX,
  GUEST_NAME_MAX,
  GUEST_NOTES_MAX,
  GUEST_SEATS_MAX,
  GUESTS_FROM_PLEDGES_MAX,
  GUESTS_PER_EVENT_MAX,
} from './guest-rules.ts';
import { MAX_PHOTO_MB } from './listing-rules.ts';
import {
  NEWS_BODY_MAX,
  NEWS_SLUG_MAX,
  NEWS_SLUG_MIN,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
} from './news-rules.ts';
import type { Reason, ReasonParams } from './reasons.ts';

export const reasonDefaults: Partial<Record<Reason, ReasonParams>> = {
  'booking.capacity_invalid': { min: DAILY_CAPACITY_MIN, max: DAILY_CAPACITY_MAX },
  'booking.deposit_invalid': { min: DEPOSIT_PERCENT_MIN, max: DEPOSIT_PERCENT_MAX },
  'booking.days_max': { max: AVAILABILITY_RANGE_MAX_DAYS },
  'booking.range_too_long': { max: AVAILABILITY_RANGE_MAX_DAYS },
  'cart.guests_invalid': { max: GUESTS_MAX },
  'catalogue.page_size': { max: LISTINGS_PAGE_MAX },
  'catalogue.sort_unknown': { sorts: listingSorts.join(', ') },
  'finder.page_size': { max: MAX_FINDER_PAGE },
  'finder.radius_invalid': { max: MAX_NEARBY_RADIUS_M },
  'upload.too_large': { maxMb: MAX_PHOTO_MB },
  'event.name_too_long': { max: EVENT_NAME_MAX },
  'event.venue_too_long': { max: EVENT_VENUE_MAX },
  'event.story_too_long': { max: EVENT_STORY_MAX },
  'event.target_invalid': { min: EVENT_TARGET_MIN_TZS, max: EVENT_TARGET_MAX_TZS },
  'event.hide_reason_too_long': { max: HIDE_REASON_MAX },
  'pledge.name_too_long': { max: CONTRIBUTOR_NAME_MAX },
  'pledge.amount_invalid': { min: PLEDGE_MIN_TZS, max: PLEDGE_MAX_TZS },
  'pledge.message_too_long': { max: PLEDGE_MESSAGE_MAX },
  'pledge.payment_amount_invalid': { min: PLEDGE_MIN_TZS, max: PLEDGE_MAX_TZS },
  'pledge.receipt_too_long': { max: RECEIPT_NUMBER_MAX },
  'pledge.reversal_reason_too_long': { max: REVERSAL_REASON_MAX },
  'import.too_large': { max: IMPORT_ROWS_MAX },
  'guest.name_too_long': { max: GUEST_NAME_MAX },
  'guest.group_too_long': { max: GUEST_GROUP_MAX },
  'guest.notes_too_long': { max: GUEST_NOTES_MAX },
  'guest.seats_invalid': { max: GUEST_SEATS_MAX },
  'guest.list_full': { max: GUESTS_PER_EVENT_MAX },
  'guest.pledges_too_many': { max: GUESTS_FROM_PLEDGES_MAX },
  'guest.import_too_large': { max: GUEST_IMPORT_ROWS_MAX },
  'card_type.name_too_long': { max: CARD_TYPE_NAME_MAX },
  'card_type.too_many': { max: CARD_TYPES_PER_EVENT_MAX },
  'card.guests_too_many': { max: CARDS_PER_REQUEST_MAX },
  'door.scans_too_many': { max: DOOR_SCANS_PER_SYNC_MAX },
  'conversation.message_too_long': { max: MESSAGE_MAX },
  'conversation.location_too_long': { max: INQUIRY_LOCATION_MAX },
  'conversation.report_why_too_long': { max: REPORT_WHY_MAX },
  'conversation.too_many_photos': { max: MESSAGE_PHOTOS_MAX },
  'auto_reply.body_too_long': { max: AUTO_REPLY_MAX },
  'quote.title_too_long': { max: QUOTE_TITLE_MAX },
  'quote.quantity_invalid': { max: QUOTE_QUANTITY_MAX },
  'quote.lines_max': { max: QUOTE_LINES_MAX },
  'quote.valid_days_invalid': { max: QUOTE_VALID_DAYS_MAX },
  'quote.note_too_long': { max: QUOTE_NOTE_MAX },
  'reminder.days_invalid': { max: REMINDER_DAYS_MAX },
  'reminder.too_many': { max: REMINDER_RULES_MAX },
  'news.title_too_long': { max: NEWS_TITLE_MAX },
  'news.summary_too_long': { max: NEWS_SUMMARY_MAX },
  'news.body_too_long': { max: NEWS_BODY_MAX },
  'news.slug_invalid': { min: NEWS_SLUG_MIN, max: NEWS_SLUG_MAX },
};

export function paramsWithDefaults(reason: Reason, params?: ReasonParams): ReasonParams | undefined {
  const defaults = reasonDefaults[reason];
  return defaults ? { ...defaults, ...params } : params;
}
