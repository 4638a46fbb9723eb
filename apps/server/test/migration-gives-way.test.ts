// A migration waiting for a table's lock does not take the site down (issue 36): held up by a long read of the table
// (as pg_dump holds), it gives way and tries again, so other reads of the table go on being answered meanwhile; once
// the long read ends it goes through, whole. PostgreSQL only: PGlite is one connection.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

const onPostgres = inject('databaseTemplate').kind === 'postgres';
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const PENDING_AGAIN = '0035_catalogue_cards_version';
/** How to undo each migration after 0035, newest undone first. */
const undoLater: Record<string, string> = {
  '0036_event_guests': 'drop table event_guests cascade',
  '0037_guest_cards': 'drop table guest_cards, event_card_types, event_card_keys cascade',
  // The role check it replaces is dropped and made again when it runs again.
  '0038_door': 'drop table card_admissions',
  '0039_conversations': 'drop table message_reports, conversation_messages, conversations',
  // Dropping order_lines' NOT NULL again changes nothing.
  '0040_quotes': 'drop table quote_lines, quotes; alter table order_lines drop column day_slots',
  '0041_message_photos_and_auto_replies':
    'drop table vendor_auto_replies; alter table conversation_messages drop column photo_key, ' +
    'drop column photo_width, drop column photo_height, drop column auto_reply',
  // The held channels' check it replaces is dropped and made again when it runs again; the indexes go with the column.
  '0042_rank_and_whatsapp_texts':
    'alter table listings drop column response_band; alter table users drop column whatsapp_opt_in_at',
  '0043_whatsapp_delivery_reports': 'alter table outbox_messages drop column provider_id',
};

describe.skipIf(!onPostgres)('a migration held up by a lock on its table', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: base.url });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    base = await createTestDatabase();
    database = openPostgres(base.url as string, 2);
    // The newest migration (0035) made pending again: its function gone with the triggers on it, the triggers it
    // replaced back, its columns gone, and its record too. It adds the columns to catalogue_version, which waits for
    // that table's exclusive lock (every catalogue page reads it).
    const setup = await connect();
    await setup.query('drop function bump_catalogue_and_cards_version cascade');
    for (const table of ['listings', 'vendors', 'listing_photos']) {
      await setup.query(
        `create constraint trigger ${table}_catalogue_version after insert or update or delete on ${table}
         deferrable initially deferred for each row execute function bump_catalogue_version()`,
      );
    }
    await setup.query('alter table catalogue_version drop column cards_version, drop column cards_bumped_by');
    // The migrations after it undone too, so that 0035 is pending again and they run after it (drizzle runs what is
    // newer than the newest record). A new migration fails here until its undoing is added to this list.
    const journal: { entries: { tag: string; when: number }[] } = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    );
    const from = journal.entries.findIndex((entry) => entry.tag === PENDING_AGAIN);
    const later = journal.entries.slice(from + 1).map((entry) => entry.tag);
    expect(later, 'migrations after 0035 this test knows how to undo').toEqual(Object.keys(undoLater));
    for (const tag of later.reverse()) await setup.query(undoLater[tag] ?? '');
    await setup.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [
      journal.entries[from]?.when,
    ]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await database.close();
    await base.close();
  });

  it('gives way while the lock is held, never holding other reads up for long, then goes through', async () => {
    const longRead = await connect();
    await longRead.query('begin');
    await longRead.query('select version from catalogue_version'); // holds the table's share lock until it ends

    let gaveWay = 0;
    const migrating = database.migrate({
      lockWaitMs: 200,
      giveWay: {
        firstPauseMs: 100,
        longestPauseMs: 200,
        onGiveWay: () => {
          gaveWay += 1;
        },
      },
    });
    // Another reader, as a catalogue request on any instance: queued behind the waiting ALTER for at most its lock
    // wait, never until the long read ends (it would be, with no lock wait: the statement timeout makes that fail).
    const reader = await connect();
    await reader.query('set statement_timeout = 3000');
    while (gaveWay < 3) {
      const { rows } = await reader.query('select version::int as n from catalogue_version');
      expect(rows[0].n).toBeGreaterThanOrEqual(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await longRead.query('commit');
    await migrating;
    const { rows } = await reader.query(
      "select count(*)::int as n from pg_trigger t join pg_proc p on p.oid = t.tgfoid where p.proname = 'bump_catalogue_and_cards_version'",
    );
    expect(rows[0].n).toBe(3);
    expect((await reader.query('select cards_version from catalogue_version')).rows).toHaveLength(1);
    const pending = await reader.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(pending.rows[0].n).toBe(1);
  });
});
