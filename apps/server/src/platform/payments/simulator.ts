// The built-in mobile-money simulator (the default for `npm start` on the embedded database): a USSD push becomes a
// row the demo phone page (/dev/phone) shows; the person approves with a 4-digit PIN or declines, as on a real phone,
// and an unanswered prompt times out as a real one does. An answer reaches the rail as a signed provider event through
// the same path as a real callback; status queries answer from the table. Rows survive a restart.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simulatorPushes } from '../../db/schema/payments.ts';
import { AppError } from '../errors.ts';
import {
  CallbackRejected,
  type CallbackRequest,
  type CollectionStatus,
  type MobileMoneyProvider,
} from './mobile-money-provider.ts';

type PushRow = typeof simulatorPushes.$inferSelect;
export type SimulatedPush = Omit<PushRow, 'status'> & { status: PushRow['status'] | 'timed_out' };

export type Simulator = MobileMoneyProvider & {
  /** The prompts sent to a number, newest first, as its phone shows them. */
  pushesTo(phone: string): Promise<SimulatedPush[]>;
  /** The person on the phone answers a prompt; the rail hears of it as a provider event. */
  answer(reference: string, decision: 'approve' | 'decline'): Promise<SimulatedPush>;
  /** Where answers are delivered: the rail's callback handling (set once the rail exists). */
  connect(deliver: (request: CallbackRequest) => Promise<void>): void;
};

// A real USSD prompt stays on the screen for about a minute or two.
const PROMPT_SECONDS = 120;

function shown(row: PushRow, now = Date.now()): SimulatedPush {
  return {
    ...row,
    status: row.status === 'waiting' && row.expiresAt.getTime() <= now ? 'timed_out' : row.status,
  };
}

export function createSimulator({
  db,
  merchant = 'Sherehe',
  promptSeconds = PROMPT_SECONDS,
}: {
  db: Database;
  merchant?: string;
  promptSeconds?: number;
}): Simulator {
  // Events are signed with a key that never leaves the process: only the simulator itself can make one.
  const key = randomBytes(32);
  const sign = (text: string) => createHmac('sha256', key).update(text).digest();
  let deliver: ((request: CallbackRequest) => Promise<void>) | undefined;

  async function find(reference: string): Promise<PushRow | undefined> {
    const [row] = await db.select().from(simulatorPushes).where(eq(simulatorPushes.reference, reference));
    return row;
  }

  return {
    name: 'simulator',

    async startCollection(input) {
      await db
        .insert(simulatorPushes)
        .values({
          reference: input.reference,
          phone: input.phone,
          amountTzs: input.amountTzs,
          merchant,
          description: input.description,
          expiresAt: new Date(Date.now() + promptSeconds * 1000),
        })
        .onConflictDoNothing();
      return {
        status: 'pending',
        providerReference: `SIM-${input.reference.slice(0, 8).toUpperCase()}`,
        raw: null,
      };
    },

    async getStatus(query): Promise<CollectionStatus> {
      const row = await find(query.reference);
      if (!row) return { status: 'not_found', raw: null };
      const push = shown(row);
      const status =
        push.status === 'approved'
          ? 'succeeded'
          : push.status === 'declined' || push.status === 'timed_out'
            ? 'failed'
            : 'pending';
      return {
        status,
        amountTzs: row.amountTzs,
        message: push.status === 'timed_out' ? 'The prompt timed out on the phone' : undefined,
        raw: { status: push.status },
      };
    },

    async readCallback(request) {
      const body = request.body as {
        reference?: unknown;
        decision?: unknown;
        amountTzs?: unknown;
        signature?: unknown;
      } | null;
      if (
        typeof body?.reference !== 'string' ||
        typeof body.decision !== 'string' ||
        typeof body.amountTzs !== 'number'
      ) {
        throw new CallbackRejected('body', 'Not a simulator event.');
      }
      const expected = sign(`${body.reference}:${body.decision}:${body.amountTzs}`);
      const given = Buffer.from(typeof body.signature === 'string' ? body.signature : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new CallbackRejected('signature', 'The simulator did not sign this event.');
      }
      return {
        eventId: `${body.reference}:${body.decision}`,
        reference: body.reference,
        status: body.decision === 'approved' ? 'succeeded' : 'failed',
        // The amount of the prompt answered, signed with the answer: the event carries it as a provider's does.
        amountTzs: body.amountTzs,
        message: body.decision === 'approved' ? undefined : 'The payer declined on the phone',
        raw: { reference: body.reference, decision: body.decision },
      };
    },

    async refund() {
      return { status: 'succeeded', providerReference: `SIM-REFUND-${Date.now()}`, raw: null };
    },

    async pushesTo(phone) {
      const rows = await db
        .select()
        .from(simulatorPushes)
        .where(eq(simulatorPushes.phone, phone))
        .orderBy(desc(simulatorPushes.createdAt))
        .limit(20);
      const now = Date.now();
      return rows.map((row) => shown(row, now));
    },

    async answer(reference, decision) {
      const status = decision === 'approve' ? 'approved' : 'declined';
      const [row] = await db
        .update(simulatorPushes)
        .set({ status, answeredAt: new Date() })
        .where(
          and(
            eq(simulatorPushes.reference, reference),
            eq(simulatorPushes.status, 'waiting'),
            gt(simulatorPushes.expiresAt, sql`now()`), // answered too late: the prompt had gone from the screen
          ),
        )
        .returning();
      if (!row) {
        if (!(await find(reference))) throw new AppError('not_found', 'payments.push_not_found');
        throw new AppError('conflict', 'payments.push_answered');
      }
      // Stored before the rail hears of it: should the delivery fail, the rail's status query still finds the answer.
      if (deliver) {
        const body = {
          reference,
          decision: status,
          amountTzs: row.amountTzs,
          signature: sign(`${reference}:${status}:${row.amountTzs}`).toString('hex'),
        };
        await deliver({ headers: {}, body, params: {} });
      }
      return shown(row);
    },

    connect(target) {
      deliver = target;
    },
  };
}
