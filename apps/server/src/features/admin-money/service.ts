// Admins set the money rules the ledger posts by (docs/decisions/028): a change applies to the payments, releases and
// payouts that follow it (what was posted stays as it was), and each save is audited with what it changed.
import type { MoneySettingsBody, MoneySettingsResponse } from '@sherehe/core/api/admin-money';
import { categories } from '@sherehe/core/categories';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import {
  deleteCategoryRates,
  type MoneySettingsRow,
  type SettingsFields,
  selectCategoryRates,
  selectSettings,
  updateSettings,
  upsertCategoryRate,
} from './queries.ts';

export type AdminMoneyDeps = { db: Database };

const settingsFields = [
  'defaultCommissionBps',
  'releaseDays',
  'payoutMinimumTzs',
  'payoutAtOnceFromTzs',
  'michangoFeeBps',
] as const satisfies readonly (keyof SettingsFields)[];

function toResponse(row: MoneySettingsRow, rates: Map<string, number>): MoneySettingsResponse {
  return {
    defaultCommissionBps: row.defaultCommissionBps,
    releaseDays: row.releaseDays,
    payoutMinimumTzs: row.payoutMinimumTzs,
    payoutAtOnceFromTzs: row.payoutAtOnceFromTzs,
    michangoFeeBps: row.michangoFeeBps,
    // Every category of the marketplace, in its order; a rate kept for a category no longer listed is not shown.
    categories: categories.map(({ slug }) => ({ category: slug, rateBps: rates.get(slug) ?? null })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function moneySettingsView({ db }: AdminMoneyDeps): Promise<MoneySettingsResponse> {
  const row = await selectSettings(db);
  return toResponse(row, await selectCategoryRates(db));
}

type Snapshot = Partial<SettingsFields> & { categories?: Record<string, number | null> };

export async function changeMoneySettings(
  { db }: AdminMoneyDeps,
  actorId: string,
  body: MoneySettingsBody,
): Promise<MoneySettingsResponse> {
  return db.transaction(async (tx) => {
    const current = await selectSettings(tx, { forUpdate: true });
    const rates = await selectCategoryRates(tx);
    const before: Snapshot = {};
    const after: Snapshot = {};
    for (const field of settingsFields) {
      if (current[field] !== body[field]) {
        before[field] = current[field];
        after[field] = body[field];
      }
    }
    const rateChanges = body.categories.filter((row) => (rates.get(row.category) ?? null) !== row.rateBps);
    if (rateChanges.length > 0) {
      before.categories = Object.fromEntries(
        rateChanges.map((row) => [row.category, rates.get(row.category) ?? null]),
      );
      after.categories = Object.fromEntries(rateChanges.map((row) => [row.category, row.rateBps]));
    }
    // A save that changes nothing leaves no trace: the audit log lists changes, not clicks.
    if (Object.keys(after).length === 0) return toResponse(current, rates);

    for (const row of rateChanges) {
      if (row.rateBps === null) rates.delete(row.category);
      else {
        await upsertCategoryRate(tx, row.category, row.rateBps, actorId);
        rates.set(row.category, row.rateBps);
      }
    }
    await deleteCategoryRates(
      tx,
      rateChanges.filter((row) => row.rateBps === null).map((row) => row.category),
    );
    const saved = await updateSettings(
      tx,
      {
        defaultCommissionBps: body.defaultCommissionBps,
        releaseDays: body.releaseDays,
        payoutMinimumTzs: body.payoutMinimumTzs,
        payoutAtOnceFromTzs: body.payoutAtOnceFromTzs,
        michangoFeeBps: body.michangoFeeBps,
      },
      actorId,
    );
    await recordAudit(tx, {
      actorId,
      action: 'money_settings.changed',
      targetType: 'money_settings',
      targetId: 'money_settings',
      details: { before, after },
    });
    return toResponse(saved, rates);
  });
}
