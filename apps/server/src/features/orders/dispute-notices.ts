// What the two sides of a dispute are told, by mail or SMS through the outbox in their language and in their Sherehe
// inbox: the vendor when a problem is reported, the customer when the vendor answers, both when an admin decides.
import type { DisputeOutcome } from '@sherehe/core/api/disputes';
import { formatTzs } from '@sherehe/core/money';
import { orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { notify } from '../notifications/service.ts';
import type { OrderRow } from './queries.ts';

type Language = 'en' | 'sw';
/** `why`: the decision's reason, in the mail only (an admin's note would make a text many messages long). */
type Words = { subject: string; text: string; why?: string };
export type DisputeNotice =
  | { kind: 'opened' }
  | { kind: 'answered' }
  | { kind: 'decided'; outcome: DisputeOutcome; refundTzs: number; note: string };

const customerPath = (order: OrderRow) => `/event-planners/orders/${order.id}#dispute`;
const vendorPath = (order: OrderRow) => `/event-planners/vendor?order=${order.id}`;

function decidedWords(
  order: OrderRow,
  notice: Extract<DisputeNotice, { kind: 'decided' }>,
  side: 'customer' | 'vendor',
  language: Language,
): Words {
  const ref = orderReference(order.number);
  const money = formatTzs(notice.refundTzs, language);
  const en = language === 'en';
  const subject = en ? `Dispute on order ${ref} decided` : `Mgogoro wa oda ${ref} umeamuliwa`;
  const outcome = {
    refund: en
      ? side === 'customer'
        ? `Sherehe refunds you ${money}.`
        : `Sherehe refunds ${money} to the customer.`
      : side === 'customer'
        ? `Sherehe inakurejeshea ${money}.`
        : `Sherehe inamrejeshea mteja ${money}.`,
    partial_refund: en
      ? side === 'customer'
        ? `Sherehe refunds you ${money}; the rest goes to ${order.vendor_name}.`
        : `Sherehe refunds ${money} to the customer; the rest is released to you.`
      : side === 'customer'
        ? `Sherehe inakurejeshea ${money}; kilichobaki kinaenda kwa ${order.vendor_name}.`
        : `Sherehe inamrejeshea mteja ${money}; kilichobaki kimeachiliwa kwako.`,
    release: en
      ? side === 'customer'
        ? `Sherehe released the money to ${order.vendor_name}.`
        : 'Sherehe released the money to you.'
      : side === 'customer'
        ? `Sherehe imemwachilia ${order.vendor_name} pesa.`
        : 'Sherehe imekuachilia pesa.',
  }[notice.outcome];
  const why = en ? `Reason: "${notice.note}"` : `Sababu: "${notice.note}"`;
  return { subject, text: `${subject}. ${outcome}`, why };
}

function words(
  order: OrderRow,
  notice: DisputeNotice,
  side: 'customer' | 'vendor',
  language: Language,
): Words {
  const ref = orderReference(order.number);
  const en = language === 'en';
  if (notice.kind === 'decided') return decidedWords(order, notice, side, language);
  if (notice.kind === 'opened') {
    return en
      ? {
          subject: `Problem reported on order ${ref}`,
          text: `${order.customer_name} reported a problem with order ${ref}. Its money is held until Sherehe decides; give your side with any photos.`,
        }
      : {
          subject: `Tatizo limeripotiwa kwenye oda ${ref}`,
          text: `${order.customer_name} ameripoti tatizo kwenye oda ${ref}. Pesa zake zimezuiliwa hadi Sherehe iamue; toa upande wako na picha zozote.`,
        };
  }
  return en
    ? {
        subject: `${order.vendor_name} answered about order ${ref}`,
        text: `${order.vendor_name} gave their side of the problem with order ${ref}. Sherehe will decide and tell you both.`,
      }
    : {
        subject: `${order.vendor_name} amejibu kuhusu oda ${ref}`,
        text: `${order.vendor_name} ametoa upande wake kuhusu tatizo la oda ${ref}. Sherehe itaamua na kuwajulisha nyote.`,
      };
}

function contactOf(email: string | null, phone: string | null) {
  if (email) return { kind: 'email' as const, value: email };
  if (phone) return { kind: 'phone' as const, value: phone };
  return null;
}

async function tellCustomer(tx: Database, publicUrl: string, order: OrderRow, notice: DisputeNotice) {
  const contact = contactOf(order.customer_email, order.customer_phone);
  if (!contact) return;
  const said = words(order, notice, 'customer', order.language);
  const link = `${publicUrl}${customerPath(order)}`;
  const mail = [said.text, said.why, link].filter(Boolean).join(' ');
  await enqueueForContact(
    tx,
    contact,
    { mail: { subject: said.subject, text: mail }, sms: `Sherehe: ${said.text} ${link}` },
    { origin: 'sherehe', news: true },
  );
}

async function tellVendor(tx: Database, publicUrl: string, order: OrderRow, notice: DisputeNotice) {
  const contact = contactOf(order.vendor_email, order.vendor_phone);
  if (!contact) return;
  const link = `${publicUrl}${vendorPath(order)}`;
  // In the language the vendor's account chose; until it chose one, Swahili first and English below.
  const languages: Language[] = order.vendor_language ? [order.vendor_language] : ['sw', 'en'];
  const said = languages.map((language) => words(order, notice, 'vendor', language));
  const subject = said.map((one) => one.subject).join(' / ');
  const text = said.map((one) => [one.text, one.why, link].filter(Boolean).join(' ')).join('\n\n');
  await enqueueForContact(
    tx,
    contact,
    { mail: { subject, text }, sms: `Sherehe: ${said[0]?.text} ${link}` },
    { origin: 'sherehe', news: true },
  );
}

/** Writes the notices of one step of a dispute in the caller's transaction: sent only if the step is saved. */
export async function noticeDispute(
  tx: Database,
  publicUrl: string,
  order: OrderRow,
  notice: DisputeNotice,
): Promise<void> {
  const number = Number(order.number); // a bigint column: read as text in raw SQL
  const customer = { userId: order.customer_id, path: customerPath(order) };
  const vendor = { userId: order.vendor_user_id, path: vendorPath(order) };
  if (notice.kind === 'opened') {
    await notify(tx, {
      ...vendor,
      kind: 'dispute.opened',
      params: { number, customerName: order.customer_name },
      dedupeKey: `dispute:${order.id}:opened`,
    });
    await tellVendor(tx, publicUrl, order, notice);
    return;
  }
  if (notice.kind === 'answered') {
    await notify(tx, {
      ...customer,
      kind: 'dispute.answered',
      params: { number, vendorName: order.vendor_name },
      dedupeKey: `dispute:${order.id}:answered`,
    });
    await tellCustomer(tx, publicUrl, order, notice);
    return;
  }
  for (const [side, to] of [
    ['customer', customer],
    ['vendor', vendor],
  ] as const) {
    await notify(tx, {
      ...to,
      kind: 'dispute.decided',
      params: { number, side, outcome: notice.outcome, amountTzs: notice.refundTzs },
      dedupeKey: `dispute:${order.id}:decided:${side}`,
    });
  }
  await tellCustomer(tx, publicUrl, order, notice);
  await tellVendor(tx, publicUrl, order, notice);
}
