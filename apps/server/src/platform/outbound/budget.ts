// One outbound budget for every text, e-mail and payment prompt Sherehe sends to a number or an address, so nobody
// can use Sherehe against someone else (issue 34, decision 026). Each message is counted, in hour-long windows kept in
// the database (every instance counts together), against who made Sherehe send it, who receives it, the event it is
// about and the whole site.
//
// A person's request that would pass an allowance is refused (429, a reason per allowance) and nothing of it happens.
// What Sherehe sends of its own accord (a payment's thanks, an order's news, a scheduled reminder) and a committee's
// reminders to its own contributors are never refused, since the record they are about must still be saved: past an
// allowance that message alone is held back. They have allowances of their own, so people filling theirs cannot
// starve a real payment's thanks. Either way the admin sees what was held among the held messages.
import type { Reason } from '@sherehe/core/reasons';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { outboundHeld } from '../../db/schema/outbound.ts';
import { AppError } from '../errors.ts';
import { hit } from '../rate-limit.ts';

/** Who made Sherehe send a message: a signed-in account, a client address (the public forms), or Sherehe itself. */
export type Origin = { account: string } | { address: string } | 'sherehe';

export type Outbound = {
  channel: 'sms' | 'whatsapp' | 'email' | 'prompt';
  /** E.164 or a lower-case e-mail address. */
  to: string;
  origin: Origin;
  /** The event a message is about, when it is about one (committee invitations, pledges, reminders). */
  eventId?: string | undefined;
  /**
   * A committee's reminders to its own event's contributors ("Remind now"): counted against the account with the
   * larger bulk allowance, and held back past it rather than refused.
   */
  bulk?: boolean | undefined;
};

type Rule = 'sender' | 'recipient' | 'event' | 'site';
const HOUR = 3600;
const DAY = 86_400;

/**
 * The allowances, an hour unless said. A person's texts and e-mails: 90, 5 of them to one number or address; one
 * recipient hears from people 10 times; one event's messages from people 300. Prompts: 15 a day per payer (an
 * account, or an address paying pledges), 5 to one phone. Sherehe's own and bulk reminders: 1,000 per committee
 * account, 1,000 per event (a large wedding's contributors), 20 to one recipient. The site: OUTBOUND_SITE_PER_HOUR
 * for people, twice that for Sherehe's own, so a flood of people's messages leaves room for the thanks of real
 * payments; past it something is wrong, and texts cost money.
 */
export const OUTBOUND_LIMITS = {
  message: { sender: 90, senderToOne: 5, recipient: 10, event: 300 },
  prompt: { sender: 15, recipient: 5 },
  own: { bulkSender: 1000, event: 1000, recipient: 20 },
} as const;

let sitePerHour = 5000;

/** The site's hourly allowance of each kind (OUTBOUND_SITE_PER_HOUR), set as the app starts. */
export function setSiteAllowance(perHour: number): void {
  sitePerHour = perHour;
}

/** A message the budget held back (Sherehe's own, bulk reminders) or refused (a person's request), by the rule passed. */
export type HeldBack = { channel: Outbound['channel']; rule: Rule; outcome: 'held' | 'refused' };

// Like the site's allowance, process-wide: one app runs in a process but in tests. A hold whose transaction then rolls
// back has been told all the same.
const heldListeners = new Set<(held: HeldBack) => void>();

/** Tells `listener` of every message held back or refused from now on (the app's metrics); the result stops it. */
export function onHeldBack(listener: (held: HeldBack) => void): () => void {
  heldListeners.add(listener);
  return () => heldListeners.delete(listener);
}

const senderKey = (origin: Exclude<Origin, 'sherehe'>) =>
  'account' in origin ? `account:${origin.account}` : `address:${origin.address}`;

export { messageRefusals, promptRefusals } from '@sherehe/core/api/refusal-groups';

const refusals: Record<'message' | 'prompt', Record<Exclude<Rule, 'site'>, Reason>> = {
  message: {
    sender: 'outbound.sender_limit',
    recipient: 'outbound.recipient_limit',
    event: 'outbound.event_limit',
  },
  prompt: {
    sender: 'outbound.prompt_sender_limit',
    recipient: 'outbound.prompt_recipient_limit',
    event: 'outbound.event_limit',
  },
};

/** A refusal by the budget; the held row is written once the refused request's transaction has rolled back. */
export class OutboundRefused extends AppError {
  constructor(
    readonly held: typeof outboundHeld.$inferInsert,
    reason: Reason,
    retryAfterSeconds: number,
  ) {
    super(
      'rate_limited',
      reason,
      { retryAfterSeconds },
      { headers: { 'retry-after': String(retryAfterSeconds) } },
    );
  }
}

/**
 * The site's allowance is counted from what was written in the last hour, not with a counter row: one row every
 * sending transaction updates would queue them all behind each other until each commits.
 */
async function sentThisHour(tx: Database, kind: 'message' | 'prompt', max: number): Promise<number> {
  const table = kind === 'prompt' ? sql`payment_attempts` : sql`outbox_messages`;
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
      select 1 from ${table} where created_at > now() - interval '1 hour' limit ${max + 1}) recent`,
  );
  return Number(row?.n ?? 0);
}

/** What was held back 90 days ago and before is of no more use to an admin: forgotten, nightly. */
export async function forgetOldHeldMessages(db: Database): Promise<void> {
  await db.execute(sql`delete from outbound_held where created_at < now() - interval '90 days'`);
}

/**
 * A refused request's transaction rolled back with its held row in it: written here, once the refusal is on its way
 * (an onError hook runs after the route's transaction ended).
 */
export function recordHeldRefusals(app: FastifyInstance, db: Database): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof OutboundRefused)) return;
    await db
      .insert(outboundHeld)
      .values(error.held)
      .catch((failed: unknown) => request.log.warn({ err: failed }, 'could not record a held message'));
  });
}

/**
 * Counts `outbound` in the caller's transaction. Throws a 429 for a person's message past an allowance; answers false
 * (hold it back, send nothing) for Sherehe's own and for bulk reminders.
 */
export async function spendOutbound(tx: Database, outbound: Outbound): Promise<boolean> {
  const kind = outbound.channel === 'prompt' ? 'prompt' : 'message';
  const person = outbound.origin === 'sherehe' ? null : outbound.origin;
  const refusable = person !== null && !outbound.bulk;
  const held = (rule: Rule) =>
    ({
      channel: outbound.channel,
      recipient: outbound.to,
      senderKind: person ? ('account' in person ? 'account' : 'address') : 'sherehe',
      sender: person ? ('account' in person ? person.account : person.address) : null,
      eventId: outbound.eventId ?? null,
      rule,
    }) as const;
  const over = async (rule: Rule, retryAfterSeconds: number) => {
    for (const listener of heldListeners) {
      listener({ channel: outbound.channel, rule, outcome: refusable ? 'refused' : 'held' });
    }
    if (!refusable) {
      await tx.insert(outboundHeld).values(held(rule));
      return false;
    }
    const reason = rule === 'site' ? 'outbound.site_limit' : refusals[kind][rule];
    throw new OutboundRefused(held(rule), reason, retryAfterSeconds);
  };

  const siteAllowance = refusable ? sitePerHour : 2 * sitePerHour;
  if ((await sentThisHour(tx, kind, siteAllowance)) >= siteAllowance) return over('site', 600);
  for (const check of countersFor(outbound, kind, refusable ? person : null)) {
    const { hits, resetAt } = await hit(tx, check.key, check.window);
    if (hits > check.max) {
      return over(check.rule, Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
    }
  }
  return true;
}

type Counter = { rule: Exclude<Rule, 'site'>; key: string; max: number; window: number };

/** The counters a message passes: a person's, or (person null) Sherehe's own and bulk reminders'. */
function countersFor(
  outbound: Outbound,
  kind: 'message' | 'prompt',
  person: Exclude<Origin, 'sherehe'> | null,
): Counter[] {
  const { message, prompt, own } = OUTBOUND_LIMITS;
  if (kind === 'prompt') {
    if (!person) return [];
    const sender = senderKey(person);
    return [
      { rule: 'sender', key: `out:prompt:from:${sender}`, max: prompt.sender, window: DAY },
      { rule: 'recipient', key: `out:prompt:to:${outbound.to}`, max: prompt.recipient, window: HOUR },
    ];
  }
  if (person) {
    const sender = senderKey(person);
    return [
      { rule: 'sender', key: `out:msg:from:${sender}`, max: message.sender, window: HOUR },
      {
        rule: 'recipient',
        key: `out:msg:from:${sender}:to:${outbound.to}`,
        max: message.senderToOne,
        window: HOUR,
      },
      { rule: 'recipient', key: `out:msg:to:${outbound.to}`, max: message.recipient, window: HOUR },
      ...(outbound.eventId
        ? [
            {
              rule: 'event' as const,
              key: `out:msg:event:${outbound.eventId}`,
              max: message.event,
              window: HOUR,
            },
          ]
        : []),
    ];
  }
  const bulkSender = outbound.bulk && outbound.origin !== 'sherehe' ? senderKey(outbound.origin) : null;
  return [
    ...(bulkSender
      ? [{ rule: 'sender' as const, key: `out:bulk:from:${bulkSender}`, max: own.bulkSender, window: HOUR }]
      : []),
    { rule: 'recipient', key: `out:own:to:${outbound.to}`, max: own.recipient, window: HOUR },
    ...(outbound.eventId
      ? [{ rule: 'event' as const, key: `out:own:event:${outbound.eventId}`, max: own.event, window: HOUR }]
      : []),
  ];
}
