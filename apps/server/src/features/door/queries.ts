// The door's SQL: the cards a gate device keeps (names, seats and card types, never phones or pledges) with their
// admissions, the cards a batch of scans names, a card's first admission (one row per card: the first insert wins,
// whichever device made it) and the arrivals counted from the admissions.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

type Timestamp = string | Date;

/** A card given out (sent or revoked) with its guest's name, its type's and its admission (nulls without one). */
export type DoorCardSqlRow = {
  code: string;
  name: string;
  seats: number;
  type_name: string;
  status: 'sent' | 'revoked';
  scanned_at: Timestamp | null;
  device_id: string | null;
  device_name: string | null;
  recorded_at: Timestamp | null;
};

/**
 * The database's clock, read before the list: admissions carry its time, so a device's "since" and their times come
 * from one clock, however many app machines answer.
 */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await selectRows<{ now: Timestamp }>(db, sql`select now() as now`);
  return row ? new Date(row.now) : new Date();
}

/** Every card of the event the door may be shown, by guest name: one query, however many thousand cards. */
export async function doorCardRows(db: Database, eventId: string): Promise<DoorCardSqlRow[]> {
  return selectRows<DoorCardSqlRow>(
    db,
    sql`select c.code, g.name, c.seats, t.name as type_name, c.status,
               a.scanned_at, a.device_id, a.device_name, a.recorded_at
        from guest_cards c
        join event_guests g on g.id = c.guest_id
        join event_card_types t on t.id = c.type_id
        left join card_admissions a on a.card_id = c.id
        where c.event_id = ${eventId}::uuid and c.status in ('sent', 'revoked')
        order by lower(g.name), c.code`,
  );
}

export type ArrivalsSqlRow = {
  guests: number | string;
  seats: number | string;
  expected_guests: number | string;
  expected_seats: number | string;
  last_at: Timestamp | null;
};

/**
 * Cards admitted and their seats; cards that could come (given out and not revoked, or admitted before a revoke) and
 * theirs, so arrivals never exceed what was expected; and the latest admission's time.
 */
export async function arrivalsRow(db: Database, eventId: string): Promise<ArrivalsSqlRow | undefined> {
  const [row] = await selectRows<ArrivalsSqlRow>(
    db,
    sql`select count(a.card_id) as guests,
               coalesce(sum(c.seats) filter (where a.card_id is not null), 0) as seats,
               count(*) filter (where c.status = 'sent' or a.card_id is not null) as expected_guests,
               coalesce(sum(c.seats) filter (where c.status = 'sent' or a.card_id is not null), 0)
                 as expected_seats,
               max(a.scanned_at) as last_at
        from guest_cards c left join card_admissions a on a.card_id = c.id
        where c.event_id = ${eventId}::uuid`,
  );
  return row;
}

export type ScannedCardSqlRow = {
  id: string;
  code: string;
  status: 'waiting' | 'sent' | 'revoked';
  seats: number;
  name: string;
  type_name: string;
};

/** The event's cards among `codes` (a batch's codes, each at most once). */
export async function cardsByCodes(
  db: Database,
  eventId: string,
  codes: string[],
): Promise<ScannedCardSqlRow[]> {
  if (codes.length === 0) return [];
  return selectRows<ScannedCardSqlRow>(
    db,
    sql`select c.id, c.code, c.status, c.seats, g.name, t.name as type_name
        from guest_cards c
        join event_guests g on g.id = c.guest_id
        join event_card_types t on t.id = c.type_id
        where c.event_id = ${eventId}::uuid and c.code in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})`,
  );
}

export type AdmissionSqlRow = { scanned_at: Timestamp; device_id: string; device_name: string };

/**
 * The card's admission unless it has one: the row inserted, or undefined when another scan was there first (a
 * concurrent insert of the same card waits for the first one's commit, then does nothing).
 */
export async function insertAdmissionUnlessThere(
  db: Database,
  values: {
    cardId: string;
    eventId: string;
    deviceId: string;
    deviceName: string;
    admittedBy: string;
    scannedAt: Date;
  },
): Promise<AdmissionSqlRow | undefined> {
  const [row] = await selectRows<AdmissionSqlRow>(
    db,
    sql`insert into card_admissions (card_id, event_id, device_id, device_name, admitted_by, scanned_at)
        values (${values.cardId}::uuid, ${values.eventId}::uuid, ${values.deviceId}, ${values.deviceName},
                ${values.admittedBy}::uuid, ${values.scannedAt.toISOString()}::timestamptz)
        on conflict (card_id) do nothing
        returning scanned_at, device_id, device_name`,
  );
  return row;
}

export async function admissionOf(db: Database, cardId: string): Promise<AdmissionSqlRow | undefined> {
  const [row] = await selectRows<AdmissionSqlRow>(
    db,
    sql`select scanned_at, device_id, device_name from card_admissions where card_id = ${cardId}::uuid`,
  );
  return row;
}

/** The officer's name, what a device that gave itself none is shown as. */
export async function accountName(db: Database, userId: string): Promise<string> {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select name from users where id = ${userId}::uuid`,
  );
  return row?.name ?? '';
}
