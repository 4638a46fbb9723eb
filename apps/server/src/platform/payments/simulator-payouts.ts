// The simulator's side of money out (the default for `npm start`): a payout arrives at once on the demo phone, which
// shows it as a real phone does ("You have received TZS … from Sherehe"). The name lookup gives the name of the
// Sherehe account with that number, as a provider gives the wallet's registered name. Rows survive a restart.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { simulatorPayouts } from '../../db/schema/ledger.ts';
import { CallbackRejected } from './mobile-money-provider.ts';
import type { PayoutProvider } from './payout-provider.ts';

export type SimulatedPayout = typeof simulatorPayouts.$inferSelect;

export type SimulatorPayouts = PayoutProvider & {
  /** The money a number received, newest first, as its phone shows it. */
  payoutsTo(phone: string): Promise<SimulatedPayout[]>;
};

export function createSimulatorPayouts({
  db,
  merchant = 'Sherehe',
}: {
  db: Database;
  merchant?: string;
}): SimulatorPayouts {
  return {
    name: 'simulator',

    async lookup(input) {
      const [row] = await selectRows<{ name: string }>(
        db,
        sql`select name from users where phone = ${input.phone} limit 1`,
      );
      return { accountName: row?.name ?? null, feeTzs: 0, raw: null };
    },

    async sendPayout(input) {
      await db
        .insert(simulatorPayouts)
        .values({
          reference: input.reference,
          phone: input.phone,
          amountTzs: input.amountTzs,
          merchant,
          description: input.description,
        })
        .onConflictDoNothing();
      return {
        status: 'succeeded',
        providerReference: `SIM-PAYOUT-${input.reference.slice(0, 8)}`,
        raw: null,
      };
    },

    async getPayoutStatus(query) {
      const [row] = await db
        .select({ reference: simulatorPayouts.reference })
        .from(simulatorPayouts)
        .where(eq(simulatorPayouts.reference, query.reference));
      return { status: row ? 'succeeded' : 'not_found', raw: null };
    },

    async readPayoutCallback() {
      // The simulator answers at once and never calls back: anything claiming to be it is forged.
      throw new CallbackRejected('signature', 'The simulator sends no payout callbacks.');
    },

    async payoutsTo(phone) {
      return db
        .select()
        .from(simulatorPayouts)
        .where(eq(simulatorPayouts.phone, phone))
        .orderBy(desc(simulatorPayouts.createdAt))
        .limit(20);
    },
  };
}
