// A place as its owner (and an admin) reads it, with the one subscription worth showing: the current one, else the
// next to start, else the last there was.
import type { OwnedPlace, PlaceSubscription } from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import type { PlaceRow, SubscriptionRow } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Runs on `today` (a Tanzanian YYYY-MM-DD; ISO dates compare as text) and was not cancelled. */
export const isCurrent = (subscription: SubscriptionRow, today: string) =>
  subscription.cancelledAt === null && subscription.startsOn <= today && today <= subscription.endsOn;

export function shownSubscription(
  subscriptions: readonly SubscriptionRow[],
  today: string,
): SubscriptionRow | undefined {
  const current = subscriptions.find((subscription) => isCurrent(subscription, today));
  if (current) return current;
  const upcoming = subscriptions
    .filter((subscription) => subscription.cancelledAt === null && subscription.startsOn > today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  if (upcoming[0]) return upcoming[0];
  // The latest by its last day; of two ending together, the one made later.
  return [...subscriptions].sort(
    (a, b) =>
      b.endsOn.localeCompare(a.endsOn) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  )[0];
}

function toSubscription(row: SubscriptionRow, today: string): PlaceSubscription {
  return {
    id: row.id,
    plan: row.plan,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    isActive: isCurrent(row, today),
    cancelledAt: row.cancelledAt ? iso(row.cancelledAt) : null,
  };
}

/** `subscriptions` may hold other places' too: only this place's are read. */
export function toOwnedPlace(
  row: PlaceRow,
  subscriptions: readonly SubscriptionRow[],
  now: Date = new Date(),
): OwnedPlace {
  const today = tanzaniaDate(now);
  const shown = shownSubscription(
    subscriptions.filter((subscription) => subscription.placeId === row.id),
    today,
  );
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    area: row.area,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    offerings: row.offerings,
    status: row.status,
    hiddenReason: row.hiddenReason,
    verifiedAt: row.verifiedAt ? iso(row.verifiedAt) : null,
    subscription: shown ? toSubscription(shown, today) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
