// The planner's price tables: everyone reads them (the Smart Planner computes its options from them); an admin
// changes prices, never the sizes and styles themselves, and every change is audited with its old and new price.
import type { PlannerCatalogueResponse, PlannerPricesBody } from '@sherehe/core/api/planner';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  lockPriceTables,
  readPriceTables,
  setCateringPrice,
  setExtraPrice,
  setVenuePrice,
} from './queries.ts';

export type PlannerDeps = { db: Database };

type PriceTables = Awaited<ReturnType<typeof readPriceTables>>;

/** When an admin last changed a price, as the catalogue says it; null for the seeded tables. */
function lastChange(tables: PriceTables): string | null {
  const changed = [...tables.venues, ...tables.catering, ...tables.extras]
    .map((row) => row.updatedAt?.getTime() ?? 0)
    .reduce((latest, at) => Math.max(latest, at), 0);
  return changed > 0 ? new Date(changed).toISOString() : null;
}

export async function plannerCatalogue({ db }: PlannerDeps): Promise<PlannerCatalogueResponse> {
  const tables = await readPriceTables(db);
  return {
    venues: tables.venues.map((row) => ({ capacity: row.capacity, priceTzs: row.priceTzs })),
    catering: tables.catering.map((row) => ({
      key: row.key,
      en: row.nameEn,
      sw: row.nameSw,
      perPersonTzs: row.perPersonTzs,
    })),
    extras: tables.extras.map((row) => ({
      key: row.key,
      en: row.nameEn,
      sw: row.nameSw,
      priceTzs: row.priceTzs,
    })),
    updatedAt: lastChange(tables),
  };
}

const sameSet = (given: readonly (string | number)[], known: readonly (string | number)[]) =>
  given.length === known.length &&
  new Set(given).size === given.length &&
  known.every((k) => given.includes(k));

type PriceChange = { table: 'venue' | 'catering' | 'extra'; item: string | number; from: number; to: number };

export async function changePlannerPrices(
  { db }: PlannerDeps,
  actorId: string,
  body: PlannerPricesBody,
): Promise<PlannerCatalogueResponse> {
  await db.transaction(async (tx) => {
    await lockPriceTables(tx);
    const tables = await readPriceTables(tx);
    // Two admins with the form open: the second save would put back every price the first one changed.
    if (body.basedOn !== lastChange(tables)) {
      throw new AppError('conflict', 'planner.prices_changed');
    }
    // The whole table every time: a form that lost or doubled a row would otherwise change prices it did not show.
    if (
      !sameSet(
        body.venues.map((row) => row.capacity),
        tables.venues.map((row) => row.capacity),
      ) ||
      !sameSet(
        body.catering.map((row) => row.key),
        tables.catering.map((row) => row.key),
      ) ||
      !sameSet(
        body.extras.map((row) => row.key),
        tables.extras.map((row) => row.key),
      )
    ) {
      throw new AppError('business_rule', 'planner.rows_mismatch');
    }
    const changes: PriceChange[] = [];
    for (const row of body.venues) {
      const from = tables.venues.find((venue) => venue.capacity === row.capacity)?.priceTzs;
      if (from !== undefined && from !== row.priceTzs) {
        await setVenuePrice(tx, row.capacity, row.priceTzs);
        changes.push({ table: 'venue', item: row.capacity, from, to: row.priceTzs });
      }
    }
    for (const row of body.catering) {
      const from = tables.catering.find((style) => style.key === row.key)?.perPersonTzs;
      if (from !== undefined && from !== row.perPersonTzs) {
        await setCateringPrice(tx, row.key, row.perPersonTzs);
        changes.push({ table: 'catering', item: row.key, from, to: row.perPersonTzs });
      }
    }
    for (const row of body.extras) {
      const from = tables.extras.find((extra) => extra.key === row.key)?.priceTzs;
      if (from !== undefined && from !== row.priceTzs) {
        await setExtraPrice(tx, row.key, row.priceTzs);
        changes.push({ table: 'extra', item: row.key, from, to: row.priceTzs });
      }
    }
    if (changes.length > 0) {
      await recordAudit(tx, {
        actorId,
        action: 'planner.prices_changed',
        targetType: 'planner',
        targetId: 'prices',
        details: { changes },
      });
    }
  });
  return plannerCatalogue({ db });
}
