// What the contributor's flow and the organisers' ledger share: the pledge link's token, starting a payment for a
// pledge, the pledge at a link, what was received, and the thank-you text a payment sends.
import { randomBytes } from 'node:crypto';
import { outstandingOf } from '@sherehe/core/event-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import { notifyContributor } from './pledge-notices.ts';
import { type findEvent, findPledgeByToken, type PledgeRow, paidOf } from './queries.ts';

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** The contributor's secret link: 24 random bytes, base64url (32 characters). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** The rail's "one attempt is open" is the pledge's own reason here. */
export async function startingPayment<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.reason === 'payments.attempt_open') {
      throw new AppError('conflict', 'pledge.payment_under_way');
    }
    throw error;
  }
}

export function refusePaymentAmount(deps: PledgeDeps, amountTzs: number, outstandingTzs: number) {
  const max = Math.min(outstandingTzs, deps.paymentSettings.maxTzs);
  if (amountTzs < deps.paymentSettings.minTzs || amountTzs > max) {
    throw new AppError('business_rule', 'pledge.payment_amount_invalid', {
      min: deps.paymentSettings.minTzs,
      max,
    });
  }
}

export const paymentDescription = (event: EventRow, language: 'en' | 'sw') =>
  language === 'en' ? `Contribution to ${event.name}` : `Mchango kwa ${event.name}`;

export const sumReceived = (rows: { amountTzs: number; status: string }[]) =>
  rows.filter((row) => row.status === 'received').reduce((sum, row) => sum + row.amountTzs, 0);

export async function thank(
  deps: PledgeDeps,
  tx: Database,
  pledge: PledgeRow,
  eventName: string,
  receivedTzs: number,
) {
  const paidTzs = await paidOf(tx, pledge.id);
  await notifyContributor(
    tx,
    deps.publicUrl,
    pledge,
    eventName,
    {
      kind: 'thanks',
      receivedTzs,
      paidTzs,
      outstandingTzs: outstandingOf({
        amountTzs: pledge.amountTzs,
        paidTzs,
        cancelled: pledge.cancelledAt !== null,
      }),
    },
    { origin: 'sherehe', eventId: pledge.eventId },
  );
}

/** The pledge and its event at a contributor's link; an unknown link is a 404. */
export async function pledgeByToken(db: Database, token: string) {
  const found = await findPledgeByToken(db, token);
  if (!found) throw new AppError('not_found', 'pledge.not_found');
  return found;
}
