// What follows when an event's payout settles (the payouts' settle() calls it in its transaction, as the
// `eventPayoutSettled` app.ts gives payouts): the event's history says so, and whoever asked for the withdrawal is
// told.
import type { Database } from '../../db/client.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { notify } from '../notifications/service.ts';
import { eventNameOf, withdrawalOfPayout } from './queries.ts';

export async function withdrawalSettled(
  tx: Database,
  payout: {
    id: string;
    eventId: string | null;
    amountTzs: number;
    phone: string;
    failureMessage?: string | null;
  },
  outcome: 'paid' | 'failed',
): Promise<void> {
  if (!payout.eventId) return;
  await recordEventHistory(tx, {
    eventId: payout.eventId,
    actorUserId: null,
    action: outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_failed',
    details: { amountTzs: payout.amountTzs, phone: payout.phone },
  });
  const withdrawal = await withdrawalOfPayout(tx, payout.id);
  if (!withdrawal?.requestedBy) return;
  await notify(tx, {
    userId: withdrawal.requestedBy,
    kind: 'withdrawal.settled',
    params: {
      eventName: await eventNameOf(tx, payout.eventId),
      amountTzs: payout.amountTzs,
      outcome,
    },
    path: `/event-planners/events/${payout.eventId}?tab=money`,
    dedupeKey: `withdrawal:${withdrawal.id}:${outcome}`,
  });
}
