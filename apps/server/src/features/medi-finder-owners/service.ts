// Owners (vendor accounts) register pharmacies and diagnostic centres and keep them right. A new place waits for an
// admin's verification before the public sees it; an edit keeps the place's status (an admin verified the owner,
// not each edit). Every change is audited in the same transaction.
import {
  checkOfferings,
  type createPlaceBody,
  type OwnedPlace,
  type updatePlaceBody,
} from '@sherehe/core/api/medi-finder';
import { normalizePhone } from '@sherehe/core/phone';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/page-cursor.ts';
import { toOwnedPlace } from './place-view.ts';
import {
  findOwnPlace,
  insertPlace,
  type PlaceRow,
  type PlaceValues,
  placesOfOwner,
  subscriptionsOf,
  updatePlace,
} from './queries.ts';

export type MediFinderOwnersDeps = { db: Database };
type CreateInput = z.output<typeof createPlaceBody>;
type UpdateInput = z.output<typeof updatePlaceBody>;

export const placeNotFound = () => new AppError('not_found', 'finder.place_not_found');

/** The contract already refused a phone that does not normalise; this only names that fact for the types. */
function e164(phone: string): string {
  const normal = normalizePhone(phone);
  if (!normal) throw new AppError('validation', 'vendor.phone_invalid');
  return normal;
}

function valuesOf(body: CreateInput | UpdateInput): PlaceValues {
  return {
    name: body.name,
    phone: e164(body.phone),
    address: body.address,
    city: body.city,
    area: body.area,
    latitude: body.latitude,
    longitude: body.longitude,
    openingHours: body.openingHours,
    offerings: [...new Set(body.offerings)], // a box ticked twice is one offering
  };
}

/** Every subscription of these places, newest last day first: admins read them as owners do. */
export function placeSubscriptions(db: Database, placeIds: string[]) {
  return subscriptionsOf(db, placeIds);
}

async function withSubscriptions(db: Database, row: PlaceRow): Promise<OwnedPlace> {
  return toOwnedPlace(row, await subscriptionsOf(db, [row.id]));
}

export async function listMyPlaces({ db }: MediFinderOwnersDeps, ownerId: string) {
  const rows = await placesOfOwner(db, ownerId);
  const subscriptions = await subscriptionsOf(
    db,
    rows.map((row) => row.id),
  );
  return { places: rows.map((row) => toOwnedPlace(row, subscriptions)) };
}

export async function registerPlace(
  { db }: MediFinderOwnersDeps,
  ownerId: string,
  body: CreateInput,
): Promise<OwnedPlace> {
  return db.transaction(async (tx) => {
    const row = await insertPlace(tx, ownerId, { kind: body.kind, ...valuesOf(body) });
    await recordAudit(tx, {
      actorId: ownerId,
      action: 'medi_finder.place_registered',
      targetType: 'medical_place',
      targetId: row.id,
      details: { kind: row.kind, name: row.name, city: row.city },
    });
    return toOwnedPlace(row, []);
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function editMyPlace(
  { db }: MediFinderOwnersDeps,
  ownerId: string,
  placeId: string,
  body: UpdateInput,
): Promise<OwnedPlace> {
  if (!isUuid(placeId)) throw placeNotFound();
  return db.transaction(async (tx) => {
    const before = await findOwnPlace(tx, ownerId, placeId, { lock: true });
    if (!before) throw placeNotFound();
    const problem = checkOfferings(before.kind, body.offerings);
    if (problem) {
      throw new AppError('business_rule', problem, undefined, {
        fields: [{ field: 'offerings', reason: problem }],
      });
    }
    const values = valuesOf(body);
    const changed = (Object.keys(values) as (keyof PlaceValues)[]).filter(
      (field) => !same(values[field], before[field]),
    );
    const after = await updatePlace(tx, placeId, values);
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: ownerId,
        action: 'medi_finder.place_edited',
        targetType: 'medical_place',
        targetId: placeId,
        details: { name: after.name, status: after.status, changed },
      });
    }
    return withSubscriptions(tx, after);
  });
}
