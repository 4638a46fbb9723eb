// Medi-Finder (/api/v1/md/…): pharmacies and diagnostic centres. The public records keep the field names the
// specification's client maps from (pharmacy_id, center_name, coordinates._latitude, active_subscription.is_active …);
// the owners' and admins' endpoints use the API's own camelCase.
import { z } from 'zod';
import { diagnosticTests, offeringsOf, pharmacyServices } from '../medi-finder/offerings.ts';
import { isClockTime } from '../medi-finder/opening-hours.ts';
import { normalizePhone } from '../phone.ts';
import { type Reason, reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

/** The specification's default radius for a nearby search, in metres; the most we search is 50 km. */
export const DEFAULT_NEARBY_RADIUS_M = 5000;
export const MAX_NEARBY_RADIUS_M = 50_000;
export const DEFAULT_FINDER_PAGE = 50;
export const MAX_FINDER_PAGE = 100;

export const placeKinds = ['pharmacy', 'diagnostic_center'] as const;
export const placeKind = z.enum(placeKinds);
export type PlaceKind = z.infer<typeof placeKind>;

// ---- Public reading ----

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A query number given as text: a missing, empty or non-numeric value is refused with `message`, never read as 0. */
const queryNumber = (message: Reason, min: number, max: number, minExclusive = false) =>
  z
    .string({ error: message })
    .trim()
    .regex(decimal, message)
    .transform(Number)
    .refine((value) => (minExclusive ? value > min : value >= min) && value <= max, message);

const pageLimit = z.coerce
  .number({ error: reason('finder.page_size') })
  .int(reason('finder.page_size'))
  .min(1, reason('finder.page_size'))
  .max(MAX_FINDER_PAGE, reason('finder.page_size'))
  .default(DEFAULT_FINDER_PAGE);

const cursor = z.string().max(200).optional().describe('nextCursor of the page before');

export const finderListQuery = z.object({
  q: plainText(z.string().trim().max(100, reason('search.too_long')))
    .optional()
    .describe('Words of the name, area, city or address'),
  city: plainText(z.string().trim().max(60)).optional(),
  limit: pageLimit,
  cursor,
});
export type FinderListQuery = z.input<typeof finderListQuery>;

export const finderNearbyQuery = z.object({
  lat: queryNumber(reason('finder.lat_invalid'), -90, 90),
  long: queryNumber(reason('finder.long_invalid'), -180, 180),
  radius: queryNumber(reason('finder.radius_invalid'), 0, MAX_NEARBY_RADIUS_M, true)
    .optional()
    .transform((value) => value ?? DEFAULT_NEARBY_RADIUS_M)
    .describe(`Metres; ${DEFAULT_NEARBY_RADIUS_M} when not given`),
  limit: pageLimit,
  cursor,
});
export type FinderNearbyQuery = z.input<typeof finderNearbyQuery>;

const dayHours = z
  .object({
    opens: z.string().refine(isClockTime, reason('finder.opens_format')),
    closes: z.string().refine(isClockTime, reason('finder.closes_format')),
  })
  .refine((day) => day.opens !== day.closes, reason('finder.opens_equals_closes'))
  .nullable();
export const weeklyHours = z
  .array(dayHours)
  .length(7, reason('finder.seven_days'))
  .describe(
    'Monday first; null: closed. A close before the open runs past midnight; 00:00–24:00 is all day.',
  );

const sharedRecord = {
  vendor_id: z.uuid().describe("The owner's account"),
  owner_phone: z.string().describe('E.164'),
  address: z.string(),
  city: z.string(),
  area: z.string().describe('Neighbourhood, may be empty'),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: weeklyHours,
  open_now: z.boolean().describe('On Tanzanian time, when the answer was made'),
  rating: z.number().nullable().describe('Average stars, null before the first rating'),
  rating_count: z.number().int(),
  active_subscription: z.object({ is_active: z.union([z.literal(1), z.literal(0)]) }),
  distance: z.number().optional().describe('Metres from the point asked about (nearby answers only)'),
};

export const pharmacyRecord = z.object({
  pharmacy_id: z.uuid(),
  pharmacy_name: z.string(),
  ...sharedRecord,
  services: z.array(z.enum(pharmacyServices)),
});
export type PharmacyRecord = z.infer<typeof pharmacyRecord>;

export const diagnosticCenterRecord = z.object({
  center_id: z.uuid(),
  center_name: z.string(),
  ...sharedRecord,
  coordinates: z.object({ _latitude: z.number(), _longitude: z.number() }),
  tests: z.array(z.enum(diagnosticTests)),
});
export type DiagnosticCenterRecord = z.infer<typeof diagnosticCenterRecord>;

export const pharmacyListResponse = z.object({
  items: z.array(pharmacyRecord),
  nextCursor: z.string().nullable(),
});
export const diagnosticCenterListResponse = z.object({
  items: z.array(diagnosticCenterRecord),
  nextCursor: z.string().nullable(),
});
export type PharmacyListResponse = z.infer<typeof pharmacyListResponse>;
export type DiagnosticCenterListResponse = z.infer<typeof diagnosticCenterListResponse>;

// Any text: a malformed id answers 404 like an unknown one (the services check it), never a 400 or a 500.
export const placeIdParams = z.object({ id: z.string().max(100).describe('The place id (a UUID)') });

// ---- Owners (vendor accounts) ----

export const subscriptionPlans = ['monthly', 'quarterly', 'yearly'] as const;
export const subscriptionPlan = z.enum(subscriptionPlans, { error: reason('finder.plan_unknown') });

export const placeSubscription = z.object({
  id: z.uuid(),
  plan: subscriptionPlan,
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  /** True from startsOn to endsOn (Tanzanian dates), unless an admin cancelled it. */
  isActive: z.boolean(),
  cancelledAt: z.string().nullable(),
});
export type PlaceSubscription = z.infer<typeof placeSubscription>;

export const placeStatus = z.enum(['pending', 'listed', 'hidden']);
export type PlaceStatus = z.infer<typeof placeStatus>;

export const ownedPlace = z.object({
  id: z.uuid(),
  kind: placeKind,
  name: z.string(),
  phone: z.string().describe('E.164'),
  address: z.string(),
  city: z.string(),
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: weeklyHours,
  /** Services of a pharmacy, or tests of a diagnostic centre. */
  offerings: z.array(z.string()),
  /** pending: waiting for an admin to verify it; listed: public; hidden by an admin. */
  status: placeStatus,
  hiddenReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The current or next subscription, or the last one when none is current. */
  subscription: placeSubscription.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnedPlace = z.infer<typeof ownedPlace>;

export const ownedPlacesResponse = z.object({ places: z.array(ownedPlace) });
export const ownedPlaceResponse = z.object({ place: ownedPlace });
export type OwnedPlacesResponse = z.infer<typeof ownedPlacesResponse>;

const coordinate = (message: Reason, limit: number) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

const placeFields = {
  name: plainText(
    z.string().trim().min(2, reason('finder.name_required')).max(100, reason('finder.name_too_long')),
  ),
  phone: plainText(z.string().trim().max(30, reason('vendor.phone_too_long'))).refine(
    (value) => normalizePhone(value) !== null,
    reason('vendor.phone_invalid'),
  ),
  address: plainText(
    z.string().trim().min(3, reason('finder.address_required')).max(200, reason('finder.address_too_long')),
  ),
  city: plainText(
    z.string().trim().min(2, reason('vendor.city_required')).max(60, reason('vendor.city_too_long')),
  ),
  area: plainText(z.string().trim().max(60, reason('finder.area_too_long'))).default(''),
  latitude: coordinate(reason('finder.latitude_invalid'), 90),
  longitude: coordinate(reason('finder.longitude_invalid'), 180),
  openingHours: weeklyHours,
  offerings: z.array(z.string()).max(30).default([]),
};

const offeringsFit = (kind: PlaceKind, offerings: string[]) =>
  offerings.every((offering) => offeringsOf(kind).includes(offering));
const OFFERINGS_MESSAGE = reason('finder.offerings_unknown');

export const createPlaceBody = z
  .object({ kind: placeKind, ...placeFields })
  .refine((body) => offeringsFit(body.kind, body.offerings), {
    message: OFFERINGS_MESSAGE,
    path: ['offerings'],
  });
export type CreatePlaceBody = z.input<typeof createPlaceBody>;

/** The kind of a place does not change; its offerings are checked against it by the service. */
export const updatePlaceBody = z.object(placeFields);
export type UpdatePlaceBody = z.input<typeof updatePlaceBody>;

export const checkOfferings = (kind: PlaceKind, offerings: string[]): Reason | null =>
  offeringsFit(kind, offerings) ? null : OFFERINGS_MESSAGE;

// ---- Admins ----

export const adminPlace = ownedPlace.extend({
  ownerId: z.uuid(),
  ownerName: z.string(),
  ownerEmail: z.string().nullable(),
});
export type AdminPlace = z.infer<typeof adminPlace>;

export const adminPlacesQuery = z.object({
  status: placeStatus.optional(),
  kind: placeKind.optional(),
  q: plainText(z.string().trim().max(100, reason('search.too_long'))).optional(),
  cursor,
});
export type AdminPlacesQuery = z.input<typeof adminPlacesQuery>;

export const adminPlacesResponse = z.object({
  places: z.array(adminPlace),
  nextCursor: z.string().nullable(),
});
export type AdminPlacesResponse = z.infer<typeof adminPlacesResponse>;
export const adminPlaceResponse = z.object({ place: adminPlace });

export const hidePlaceBody = z.object({
  reason: plainText(
    z
      .string()
      .trim()
      .min(3, reason('finder.hide_reason_required'))
      .max(300, reason('moderation.reason_too_long')),
  ),
});

export const grantSubscriptionBody = z
  .object({
    plan: subscriptionPlan,
    startsOn: z.iso.date({ error: reason('finder.first_day_invalid') }),
    endsOn: z.iso.date({ error: reason('finder.last_day_invalid') }),
  })
  .refine((body) => body.endsOn >= body.startsOn, {
    message: reason('finder.last_before_first'),
    path: ['endsOn'],
  });
export type GrantSubscriptionBody = z.infer<typeof grantSubscriptionBody>;

// ---- Visitors' ratings ----

export const ratePlaceBody = z.object({
  stars: z
    .number({ error: reason('finder.stars') })
    .int(reason('finder.stars'))
    .min(1, reason('finder.stars'))
    .max(5, reason('finder.stars')),
});
export const placeRatingResponse = z.object({
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** The caller's own stars. */
  stars: z.number().int(),
});
export type PlaceRatingResponse = z.infer<typeof placeRatingResponse>;
/** The caller's own stars for a place, null before they rate it. */
export const myPlaceRatingResponse = z.object({ stars: z.number().int().nullable() });
export type MyPlaceRatingResponse = z.infer<typeof myPlaceRatingResponse>;
