// The values some reasons' words take when a check cannot pass them along (zod's whole-number and type checks carry
// no limit; a refinement none at all): filled in under whatever the refusal itself gave, on the server and the web.
import { LISTINGS_PAGE_MAX, listingSorts } from './api/catalogue.ts';
import { MAX_FINDER_PAGE, MAX_NEARBY_RADIUS_M } from './api/medi-finder.ts';
import { MAX_PHOTO_MB } from './listing-rules.ts';
import type { Reason, ReasonParams } from './reasons.ts';

export const reasonDefaults: Partial<Record<Reason, ReasonParams>> = {
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
