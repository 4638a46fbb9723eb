// Admins keep Medi-Finder honest: they verify a registered place (it becomes public), hide one with a reason its
// owner reads, and grant or cancel subscriptions (which mark a place as verified in the finder). Every action is
// audited in the transaction that makes it.
import type {
  AdminPlace,
  AdminPlacesQuery,
  GrantSubscriptionBody,
  PlaceKind,
  PlaceStatus,
} from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, isUuid, pageOf } from '../../platform/page-cursor.ts';
import { isCurrent, shownSubscription, toOwnedPlace } from '../medi-finder-owners/place-view.ts';
import { placeNotFound, placeSubscriptions } from '../medi-finder-owners/service.ts';
import {
  type AdminPlaceRow,
  adminPlacesPage,
  cancelSubscription,
  findAdminPlace,
  insertSubscription,
  overlappingSubscriptions,
  setPlaceStatus,
} from './queries.ts';

export type AdminMediFinderDeps = { db: Database };

/** Places per page of the admin list. */
export const ADMIN_PLACES_PAGE = 25;

const TARGET = 'medical_place';

function toAdminPlace(row: AdminPlaceRow, subscriptions: Parameters<typeof toOwnedPlace>[1]): AdminPlace {
  return {
    ...toOwnedPlace(row.place, subscriptions),
    ownerId: row.place.ownerId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
  };
}

export async function listAdminPlaces(
  { db }: AdminMediFinderDeps,
  query: Omit<AdminPlacesQuery, 'status' | 'kind'> & { status?: PlaceStatus; kind?: PlaceKind },
) {
  const rows = await adminPlacesPage(db, {
    status: query.status,
    kind: query.kind,
    q: query.q || undefined,
    limit: ADMIN_PLACES_PAGE + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, id: row.place.id })),
    ADMIN_PLACES_PAGE,
  );
  const subscriptions = await placeSubscriptions(
    db,
    page.rows.map((row) => row.place.id),
  );
  return {
    places: page.rows.map((row) => toAdminPlace(row, subscriptions)),
    nextCursor: page.nextCursor,
  };
}

/** Runs `change` on the locked place and answers the place as it is afterwards. */
async function changePlace(
  db: Database,
  placeId: string,
  change: (tx: Database, before: AdminPlaceRow) => Promise<void>,
): Promise<AdminPlace> {
  if (!isUuid(placeId)) throw placeNotFound();
  return db.transaction(async (tx) => {
    const before = await findAdminPlace(tx, placeId, { lock: true });
    if (!before) throw placeNotFound();
    await change(tx, before);
    const after = await findAdminPlace(tx, placeId);
    if (!after) throw new Error('the place vanished inside its transaction');
    return toAdminPlace(after, await placeSubscriptions(tx, [placeId]));
  });
}

const placeDetails = (row: AdminPlaceRow) => ({
  name: row.place.name,
  kind: row.place.kind,
  ownerId: row.place.ownerId,
});

export function verifyPlace({ db }: AdminMediFinderDeps, actorId: string, placeId: string) {
  return changePlace(db, placeId, async (tx, before) => {
    if (before.place.status === 'listed') throw new AppError('conflict', 'finder.already_listed');
    await setPlaceStatus(tx, placeId, { status: 'listed', verifiedAt: new Date(), hiddenReason: null });
    await recordAudit(tx, {
      actorId,
      action: 'medi_finder.place_verified',
      targetType: TARGET,
      targetId: placeId,
      details: { ...placeDetails(before), from: before.place.status },
    });
  });
}

export function hidePlace({ db }: AdminMediFinderDeps, actorId: string, placeId: string, reason: string) {
  return changePlace(db, placeId, async (tx, before) => {
    if (before.place.status === 'hidden') throw new AppError('conflict', 'finder.already_hidden');
    await setPlaceStatus(tx, placeId, { status: 'hidden', hiddenReason: reason });
    await recordAudit(tx, {
      actorId,
      action: 'medi_finder.place_hidden',
      targetType: TARGET,
      targetId: placeId,
      details: { ...placeDetails(before), from: before.place.status, reason },
    });
  });
}

export function grantSubscription(
  { db }: AdminMediFinderDeps,
  actorId: string,
  placeId: string,
  body: GrantSubscriptionBody,
) {
  return changePlace(db, placeId, async (tx, before) => {
    // The place row is locked: two grants for one place check for overlaps one after the other.
    const [clash] = await overlappingSubscriptions(tx, placeId, body.startsOn, body.endsOn);
    if (clash) {
      throw new AppError('conflict', 'finder.subscription_overlap', {
        startsOn: clash.startsOn,
        endsOn: clash.endsOn,
      });
    }
    const granted = await insertSubscription(tx, { placeId, ...body, createdBy: actorId });
    await recordAudit(tx, {
      actorId,
      action: 'medi_finder.subscription_granted',
      targetType: TARGET,
      targetId: placeId,
      details: {
        ...placeDetails(before),
        subscriptionId: granted.id,
        plan: body.plan,
        startsOn: body.startsOn,
        endsOn: body.endsOn,
      },
    });
  });
}

/** Cancels the subscription that runs today or, when none does, the next one to start. */
export function endSubscription({ db }: AdminMediFinderDeps, actorId: string, placeId: string) {
  return changePlace(db, placeId, async (tx, before) => {
    const today = tanzaniaDate(new Date());
    const subscriptions = await placeSubscriptions(tx, [placeId]);
    const shown = shownSubscription(subscriptions, today);
    const cancellable =
      shown && shown.cancelledAt === null && (isCurrent(shown, today) || shown.startsOn > today);
    if (!shown || !cancellable) {
      throw new AppError('business_rule', 'finder.no_subscription_to_cancel');
    }
    await cancelSubscription(tx, shown.id);
    await recordAudit(tx, {
      actorId,
      action: 'medi_finder.subscription_cancelled',
      targetType: TARGET,
      targetId: placeId,
      details: {
        ...placeDetails(before),
        subscriptionId: shown.id,
        plan: shown.plan,
        startsOn: shown.startsOn,
        endsOn: shown.endsOn,
      },
    });
  });
}
