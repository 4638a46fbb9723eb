// The SQL of disputes: one per order, its two sides' statements and photos, and the admins' list.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { disputePhotos, orderDisputes } from '../../db/schema/disputes.ts';

export type DisputeRow = typeof orderDisputes.$inferSelect;
export type DisputePhotoRow = typeof disputePhotos.$inferSelect;

export async function findDisputeOfOrder(
  db: Database,
  orderId: string,
  { lock = false } = {},
): Promise<DisputeRow | null> {
  const query = db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findDispute(db: Database, id: string): Promise<DisputeRow | null> {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id));
  return row ?? null;
}

export async function insertDispute(
  tx: Database,
  values: Pick<typeof orderDisputes.$inferInsert, 'orderId' | 'reason' | 'customerText' | 'openedBy'>,
): Promise<DisputeRow> {
  const [row] = await tx.insert(orderDisputes).values(values).returning();
  if (!row) throw new Error('dispute not inserted');
  return row;
}

export async function setVendorAnswer(tx: Database, id: string, text: string): Promise<void> {
  await tx
    .update(orderDisputes)
    .set({ vendorText: text, answeredAt: sql`coalesce(${orderDisputes.answeredAt}, now())` })
    .where(eq(orderDisputes.id, id));
}

export async function setDecision(
  tx: Database,
  id: string,
  decision: {
    outcome: 'refund' | 'partial_refund' | 'release';
    refundTzs: number;
    note: string;
    decidedBy: string;
  },
): Promise<void> {
  await tx
    .update(orderDisputes)
    .set({ ...decision, state: 'decided', decidedAt: new Date() })
    .where(and(eq(orderDisputes.id, id), eq(orderDisputes.state, 'open')));
}

export function selectDisputePhotos(db: Database, disputeId: string): Promise<DisputePhotoRow[]> {
  return db
    .select()
    .from(disputePhotos)
    .where(eq(disputePhotos.disputeId, disputeId))
    .orderBy(disputePhotos.createdAt, disputePhotos.id);
}

export async function countPhotosOfSide(
  tx: Database,
  disputeId: string,
  side: 'customer' | 'vendor',
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(disputePhotos)
    .where(and(eq(disputePhotos.disputeId, disputeId), eq(disputePhotos.side, side)));
  return row?.n ?? 0;
}

export async function insertDisputePhoto(
  tx: Database,
  values: Pick<typeof disputePhotos.$inferInsert, 'disputeId' | 'side' | 'storageKey' | 'width' | 'height'>,
): Promise<void> {
  await tx.insert(disputePhotos).values(values);
}

export async function findDisputePhoto(
  db: Database,
  disputeId: string,
  photoId: string,
): Promise<DisputePhotoRow | null> {
  const [row] = await db
    .select()
    .from(disputePhotos)
    .where(and(eq(disputePhotos.id, photoId), eq(disputePhotos.disputeId, disputeId)));
  return row ?? null;
}

export type AdminDisputeRow = {
  id: string;
  order_id: string;
  number: number;
  customer_name: string;
  vendor_name: string;
  reason: DisputeRow['reason'];
  state: DisputeRow['state'];
  outcome: DisputeRow['outcome'];
  answered: boolean;
  frozen_tzs: number;
  created_at: Date | string;
};

/** Disputes in one state for admins: the open ones oldest first (first come, first decided), decided newest first. */
export function selectAdminDisputes(db: Database, state: 'open' | 'decided'): Promise<AdminDisputeRow[]> {
  return selectRows<AdminDisputeRow>(
    db,
    sql`
    select d.id, d.order_id, o.number, cu.name as customer_name, v.business_name as vendor_name, d.reason, d.state,
      d.outcome, d.answered_at is not null as answered, d.created_at,
      coalesce((select -sum(l.amount_tzs) from ledger_entries l
                where l.order_id = d.order_id and l.account = 'vendor_held'), 0)::float8 as frozen_tzs
    from order_disputes d
    join orders o on o.id = d.order_id
    join users cu on cu.id = o.customer_id
    join vendors v on v.id = o.vendor_id
    where d.state = ${state}
    order by d.created_at ${state === 'open' ? sql`asc` : sql`desc`}
    limit 200`,
  );
}

/** Every image a dispute points at (for sweepUnusedImages). */
export async function disputeImagesInUse(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ key: string }>(db, sql`select storage_key as key from dispute_photos`);
  return new Set(rows.map((row) => row.key));
}
