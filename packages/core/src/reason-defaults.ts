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
import { MAX_PHOTO_MB } from './listing-rules.ts';
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
};

export function paramsWithDefaults(reason: Reason, params?: ReasonParams): ReasonParams | undefined {
  const defaults = reasonDefaults[reason];
  return defaults ? { ...defaults, ...params } : params;
}
