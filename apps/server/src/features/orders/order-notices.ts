// What customers and vendors are told when an order changes, by mail or SMS through the outbox, in their language,
// and in their Sherehe inbox (pushed to their browsers, features/notifications). A vendor's mail and texts are in the
// language their account chose; until they chose one, Swahili first and English below. A push is in each browser's
// own language.
import { formatTzs } from '@sherehe/core/money';
import { orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { enqueueForContact } from '../../platform/mail/outbox.ts';
import { notify } from '../notifications/service.ts';
import type { OrderRow } from './queries.ts';

type Language = 'en' | 'sw';
type Words = { subject: string; text: string };
export type Notice =
  | { kind: 'paid'; amountTzs: number }
  | { kind: 'balance_paid'; amountTzs: number; attemptId: string }
  | { kind: 'confirmed' }
  | { kind: 'declined'; reason: string }
  | { kind: 'delivered' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'refund_started'; amountTzs: number; attemptId: string };

function contactOf(email: string | null, phone: string | null) {
  if (email) return { kind: 'email' as const, value: email };
  if (phone) return { kind: 'phone' as const, value: phone };
  return null;
}

function customerWords(order: OrderRow, notice: Notice, language: Language, link: string): Words {
  const ref = orderReference(order.number);
  const money = (amount: number) => formatTzs(amount, language);
  const en = language === 'en';
  const date = order.event_date;
  switch (notice.kind) {
    case 'paid':
      return en
        ? {
            subject: `Receipt for order ${ref}`,
            text: `We received ${money(notice.amountTzs)} for order ${ref} with ${order.vendor_name} (event ${date}). Your date is booked; the vendor will confirm. ${link}`,
          }
        : {
            subject: `Risiti ya oda ${ref}`,
            text: `Tumepokea ${money(notice.amountTzs)} kwa oda ${ref} kwa ${order.vendor_name} (tukio ${date}). Tarehe yako imehifadhiwa; muuzaji atathibitisha. ${link}`,
          };
    case 'balance_paid':
      return en
        ? {
            subject: `Receipt for order ${ref}`,
            text: `We received ${money(notice.amountTzs)} for order ${ref}. ${link}`,
          }
        : {
            subject: `Risiti ya oda ${ref}`,
            text: `Tumepokea ${money(notice.amountTzs)} kwa oda ${ref}. ${link}`,
          };
    case 'confirmed':
      return en
        ? {
            subject: `Order ${ref} confirmed`,
            text: `${order.vendor_name} confirmed order ${ref} for ${date}. ${link}`,
          }
        : {
            subject: `Oda ${ref} imethibitishwa`,
            text: `${order.vendor_name} amethibitisha oda ${ref} ya ${date}. ${link}`,
          };
    case 'declined':
      return en
        ? {
            subject: `Order ${ref} declined`,
            text: `${order.vendor_name} declined order ${ref}: "${notice.reason}". What you paid is being returned to your mobile-money account. ${link}`,
          }
        : {
            subject: `Oda ${ref} imekataliwa`,
            text: `${order.vendor_name} amekataa oda ${ref}: "${notice.reason}". Ulicholipa kinarudishwa kwenye akaunti yako ya pesa kwa simu. ${link}`,
          };
    case 'delivered':
      return en
        ? {
            subject: `Order ${ref} delivered`,
            text: `${order.vendor_name} marked order ${ref} delivered. Tell others how it went: write a review. ${link}`,
          }
        : {
            subject: `Oda ${ref} imekamilika`,
            text: `${order.vendor_name} amesema oda ${ref} imekamilika. Waambie wengine ilivyokuwa: andika maoni. ${link}`,
          };
    case 'cancelled':
      return en
        ? {
            subject: `Order ${ref} cancelled`,
            text: `Order ${ref} is cancelled. Anything you paid is being returned. ${link}`,
          }
        : {
            subject: `Oda ${ref} imeghairiwa`,
            text: `Oda ${ref} imeghairiwa. Chochote ulicholipa kinarudishwa. ${link}`,
          };
    case 'expired':
      return en
        ? {
            subject: `Order ${ref} not paid`,
            text: `Order ${ref} was not paid in time, so its dates were released. You can order again from your cart. ${link}`,
          }
        : {
            subject: `Oda ${ref} haikulipwa`,
            text: `Oda ${ref} haikulipwa kwa wakati, kwa hiyo tarehe zake zimeachiliwa. Unaweza kuagiza tena. ${link}`,
          };
    case 'refund_started':
      return en
        ? {
            subject: `Refund for order ${ref}`,
            text: `${money(notice.amountTzs)} of order ${ref} is on its way back to you. ${link}`,
          }
        : {
            subject: `Marejesho ya oda ${ref}`,
            text: `${money(notice.amountTzs)} ya oda ${ref} zinarudishwa kwako. ${link}`,
          };
  }
}

function vendorWords(order: OrderRow, notice: Notice, language: Language, link: string): Words | null {
  const ref = orderReference(order.number);
  const en = language === 'en';
  switch (notice.kind) {
    case 'paid':
      return en
        ? {
            subject: `New order ${ref} to confirm`,
            text: `${order.customer_name} booked and paid ${formatTzs(notice.amountTzs, 'en')} for ${order.event_date} (order ${ref}). Confirm or decline it: ${link}`,
          }
        : {
            subject: `Oda mpya ${ref} ya kuthibitisha`,
            text: `${order.customer_name} ameagiza na kulipa ${formatTzs(notice.amountTzs, 'sw')} kwa ${order.event_date} (oda ${ref}). Ithibitishe au uikatae: ${link}`,
          };
    case 'balance_paid':
      return en
        ? {
            subject: `Order ${ref}: balance paid`,
            text: `${order.customer_name} paid ${formatTzs(notice.amountTzs, 'en')} more for order ${ref}. ${link}`,
          }
        : {
            subject: `Oda ${ref}: salio limelipwa`,
            text: `${order.customer_name} amelipa ${formatTzs(notice.amountTzs, 'sw')} zaidi kwa oda ${ref}. ${link}`,
          };
    case 'cancelled':
      return en
        ? {
            subject: `Order ${ref} cancelled`,
            text: `${order.customer_name} cancelled order ${ref} for ${order.event_date}; the date is free again. ${link}`,
          }
        : {
            subject: `Oda ${ref} imeghairiwa`,
            text: `${order.customer_name} ameghairi oda ${ref} ya ${order.event_date}; tarehe iko wazi tena. ${link}`,
          };
    default:
      return null;
  }
}

/** The customer's order page; a delivery's notice opens it at the review it asks for. */
const customerPath = (order: OrderRow, notice: Notice) =>
  `/event-planners/orders/${order.id}${notice.kind === 'delivered' ? '#review' : ''}`;

/** The inbox notifications of one change: the customer's, and the vendor's where the change is theirs to know. */
async function inboxOrderChange(tx: Database, order: OrderRow, notice: Notice): Promise<void> {
  // A bigint column: node-postgres reads it as text in raw SQL.
  const number = Number(order.number);
  const customer = { userId: order.customer_id, path: customerPath(order, notice) };
  const vendor = {
    userId: order.vendor_user_id,
    path: `/event-planners/vendor?order=${order.id}`,
  };
  const customerName = order.customer_name;
  switch (notice.kind) {
    case 'paid':
      await notify(tx, {
        ...customer,
        kind: 'order.updated',
        params: { number, status: 'paid', vendorName: order.vendor_name },
        dedupeKey: `order:${order.id}:paid`,
      });
      await notify(tx, {
        ...vendor,
        kind: 'order.received',
        params: { number, customerName, amountTzs: notice.amountTzs },
        dedupeKey: `order:${order.id}:received`,
      });
      return;
    case 'balance_paid':
      await notify(tx, {
        ...customer,
        kind: 'payment.received',
        params: { number, amountTzs: notice.amountTzs },
        dedupeKey: `payment:${notice.attemptId}:received`,
      });
      await notify(tx, {
        ...vendor,
        kind: 'order.balance_paid',
        params: { number, customerName, amountTzs: notice.amountTzs },
        dedupeKey: `payment:${notice.attemptId}:vendor`,
      });
      return;
    case 'refund_started':
      await notify(tx, {
        ...customer,
        kind: 'payment.refund_started',
        params: { number, amountTzs: notice.amountTzs },
        dedupeKey: `order:${order.id}:refund:${notice.attemptId}`, // one payment may cover several orders
      });
      return;
    case 'cancelled':
      await notify(tx, {
        ...vendor,
        kind: 'order.cancelled',
        params: { number, customerName },
        dedupeKey: `order:${order.id}:cancelled`,
      });
      break;
  }
  await notify(tx, {
    ...customer,
    kind: 'order.updated',
    params: { number, status: notice.kind, vendorName: order.vendor_name },
    dedupeKey: `order:${order.id}:${notice.kind}`,
  });
}

/** A checkout's or a balance's payment failed or ran out of time: the customer may try again from its page. */
export async function noticePaymentFailed(
  tx: Database,
  order: OrderRow,
  attempt: { id: string; amountTzs: number },
): Promise<void> {
  // One checkout pays several vendors' orders: one notification (the key is the attempt's), not one per order.
  await notify(tx, {
    userId: order.customer_id,
    kind: 'payment.failed',
    params: { number: Number(order.number), amountTzs: attempt.amountTzs },
    path: `/event-planners/payments/${attempt.id}`,
    dedupeKey: `payment:${attempt.id}:failed`,
  });
}

/** Writes the notices of one change in the caller's transaction: sent only if the change is saved. */
export async function noticeOrderChange(
  tx: Database,
  publicUrl: string,
  order: OrderRow,
  notice: Notice,
): Promise<void> {
  await inboxOrderChange(tx, order, notice);
  const customer = contactOf(order.customer_email, order.customer_phone);
  if (customer) {
    const words = customerWords(order, notice, order.language, `${publicUrl}${customerPath(order, notice)}`);
    await enqueueForContact(
      tx,
      customer,
      { mail: words, sms: `Sherehe: ${words.text}` },
      { origin: 'sherehe', news: true },
    );
  }
  const vendor = contactOf(order.vendor_email, order.vendor_phone);
  const message = vendorMessage(order, notice, `${publicUrl}/event-planners/vendor?order=${order.id}`);
  if (vendor && message) await enqueueForContact(tx, vendor, message, { origin: 'sherehe', news: true });
}

/** The vendor's mail and text: in the language their account chose, else both (Swahili first). */
function vendorMessage(order: OrderRow, notice: Notice, link: string) {
  if (order.vendor_language) {
    const words = vendorWords(order, notice, order.vendor_language, link);
    return words && { mail: words, sms: `Sherehe: ${words.text}` };
  }
  const sw = vendorWords(order, notice, 'sw', link);
  const en = vendorWords(order, notice, 'en', link);
  if (!sw || !en) return null;
  return {
    mail: { subject: `${sw.subject} / ${en.subject}`, text: `${sw.text}\n\n${en.text}` },
    sms: `Sherehe: ${sw.text}`,
  };
}
