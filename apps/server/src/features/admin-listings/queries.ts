// SQL of listing moderation. There is no column for an admin's archiving (the schema is fixed): the audit log is
// its record, and the listing's newest listing.archived / listing.restored entry says whether a hold stands.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type AdminListingRow = {
  id: string;
  title: string;
  kind: 'service' | 'product';
  category: string;
  price_tzs: number;
  price_unit: 'event' | 'person' | 'day' | 'item';
  city: string;
  status: 'draft' | 'published' | 'archived';
  vendor_id: string;
  vendor_name: string;
  vendor_status: 'active' | 'suspended';
  rating_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  exact_created_at: string;
  moderation_action: string | null;
  moderation_reason: string | null;
  moderation_actor: string | null;
  moderation_at: Date | string | null;
};

const MODERATION_ACTIONS = sql`('listing.archived', 'listing.restored')`;

// The newest moderation entry of each listing; target_id is text, so the listing's id is compared as text.
const columns = sql`l.id, l.title, l.kind, l.category, l.price_tzs, l.price_unit, l.city, l.status,
  v.id as vendor_id, v.business_name as vendor_name, v.status as vendor_status, l.rating_count,
  l.created_at, l.updated_at,
  ${exactCreatedAt(sql`l.created_at`)} as exact_created_at,
  m.action as moderation_action, m.details->>'reason' as moderation_reason, m.actor_name as moderation_actor,
  m.created_at as moderation_at`;
const source = sql`listings l join vendors v on v.id = l.vendor_id
  left join lateral (
    select a.action, a.details, a.created_at, u.name as actor_name from audit_log a
    left join users u on u.id = a.actor_id
    where a.target_type = 'listing' and a.target_id = l.id::text and a.action in ${MODERATION_ACTIONS}
    order by a.created_at desc, a.id desc limit 1
  ) m on true`;

/** Newest first; `q` matches the title or the shop's name. */
export function listingsPage(
  db: Database,
  {
    q,
    status,
    limit,
    after,
  }: {
    q?: string | undefined;
    status?: AdminListingRow['status'] | undefined;
    limit: number;
    after?: PagePosition | undefined;
  },
) {
  const pattern = containsPattern(q);
  const search = pattern ? sql`(l.title ilike ${pattern} or v.business_name ilike ${pattern})` : sql`true`;
  const ofStatus = status ? sql`l.status = ${status}` : sql`true`;
  return selectRows<AdminListingRow>(
    db,
    sql`select ${columns} from ${source} where ${search} and ${ofStatus} and ${olderThan(sql`l.created_at`, sql`l.id`, after)}
        order by l.created_at desc, l.id desc limit ${limit}`,
  );
}

export async function findAdminListing(db: Database, id: string): Promise<AdminListingRow | undefined> {
  const [row] = await selectRows<AdminListingRow>(
    db,
    sql`select ${columns} from ${source} where l.id = ${id}`,
  );
  return row;
}

/** Held for the transaction, so a vendor's publish and an admin's archive of one listing queue up. */
export async function lockListing(db: Database, id: string) {
  const [row] = await selectRows<{ id: string; status: AdminListingRow['status'] }>(
    db,
    sql`select id, status from listings where id = ${id} for update`,
  );
  return row;
}

export async function setListingStatus(db: Database, id: string, status: AdminListingRow['status']) {
  await db.execute(sql`update listings set status = ${status}, updated_at = now() where id = ${id}`);
}

/** The reason when an admin's archiving holds the listing now (it is archived, and no restore came after). */
export async function adminHoldOn(db: Database, listingId: string): Promise<string | null> {
  const [row] = await selectRows<{ action: string; reason: string | null; status: string }>(
    db,
    sql`select a.action, a.details->>'reason' as reason, l.status from listings l
        join audit_log a on a.target_type = 'listing' and a.target_id = l.id::text
          and a.action in ${MODERATION_ACTIONS}
        where l.id = ${listingId}
        order by a.created_at desc, a.id desc limit 1`,
  );
  return row?.action === 'listing.archived' && row.status === 'archived' ? (row.reason ?? '') : null;
}
