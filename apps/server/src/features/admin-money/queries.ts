// SQL of the money settings: the one money_settings row and the categories' own commissions.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commissionRates, moneySettings } from '../../db/schema/ledger.ts';

export type MoneySettingsRow = typeof moneySettings.$inferSelect;
export type SettingsFields = Pick<
  MoneySettingsRow,
  'defaultCommissionBps' | 'releaseDays' | 'payoutMinimumTzs' | 'payoutAtOnceFromTzs' | 'michangoFeeBps'
>;

/** The row, locked for the rest of the transaction when `forUpdate`: two admins' saves then follow each other. */
export async function selectSettings(db: Database, { forUpdate = false } = {}): Promise<MoneySettingsRow> {
  const query = db.select().from(moneySettings).where(eq(moneySettings.id, true));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new Error('money_settings has no row: migrations not run?');
  return row;
}

export async function selectCategoryRates(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: commissionRates.category, rateBps: commissionRates.rateBps })
    .from(commissionRates);
  return new Map(rows.map((row) => [row.category, row.rateBps]));
}

export async function updateSettings(
  tx: Database,
  fields: SettingsFields,
  actorId: string,
): Promise<MoneySettingsRow> {
  const [row] = await tx
    .update(moneySettings)
    .set({ ...fields, updatedBy: actorId, updatedAt: sql`now()` })
    .where(eq(moneySettings.id, true))
    .returning();
  if (!row) throw new Error('money_settings has no row: migrations not run?');
  return row;
}

export async function upsertCategoryRate(
  tx: Database,
  category: string,
  rateBps: number,
  actorId: string,
): Promise<void> {
  await tx
    .insert(commissionRates)
    .values({ category, rateBps, updatedBy: actorId })
    .onConflictDoUpdate({
      target: commissionRates.category,
      set: { rateBps, updatedBy: actorId, updatedAt: sql`now()` },
    });
}

export async function deleteCategoryRates(tx: Database, categories: string[]): Promise<void> {
  if (categories.length === 0) return;
  await tx.delete(commissionRates).where(inArray(commissionRates.category, categories));
}
