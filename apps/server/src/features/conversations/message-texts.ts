// A text to the phone of the person a message (or a quote) reaches, beside its inbox row and pushes: one until they
// read the conversation (a flood of messages makes one text, not a flood), none when they turned the Messages topic
// off or answered STOP, in their language, and through the outbound budget as Sherehe's own message (past the
// receiver's allowance it is held back, never the message itself). It names who wrote and what about, never what was
// written: the words stay in the conversation.
import { formatTzs } from '@sherehe/core/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { enqueueSms } from '../../platform/mail/outbox.ts';
import { isOptedOut } from '../../platform/outbound/opted-in.ts';

const STOP_HINT = { en: 'Reply STOP to stop texts', sw: 'Jibu STOP kuacha ujumbe' } as const;

export function messageText(
  language: 'en' | 'sw',
  notice: { fromName: string; about: string; link: string; quoteTotalTzs?: number | undefined },
): string {
  const { fromName, about, link, quoteTotalTzs } = notice;
  if (quoteTotalTzs !== undefined) {
    const amount = formatTzs(quoteTotalTzs, language);
    return language === 'sw'
      ? `Sherehe: ${fromName} amekutumia makadirio ya bei ya ${amount} kwa ${about}. Yaone: ${link} ${STOP_HINT.sw}`
      : `Sherehe: ${fromName} sent you a quote of ${amount} for ${about}. See it: ${link} ${STOP_HINT.en}`;
  }
  return language === 'sw'
    ? `Sherehe: ${fromName} amekuandikia kuhusu ${about}. Soma na ujibu: ${link} ${STOP_HINT.sw}`
    : `Sherehe: ${fromName} wrote to you about ${about}. Read and answer: ${link} ${STOP_HINT.en}`;
}

/**
 * The receiver's phone and language, and whether they had something unread from the writer before this message (a
 * quiet-hours reply is not the vendor writing: their first real answer is still texted).
 */
async function receiverOf(
  tx: Database,
  message: { id: string; conversationId: string; side: 'customer' | 'vendor' },
  receiverId: string,
) {
  const readAt = message.side === 'customer' ? sql`c.vendor_read_at` : sql`c.customer_read_at`;
  const [row] = await selectRows<{
    phone: string | null;
    language: 'en' | 'sw' | null;
    unread_before: boolean;
  }>(
    tx,
    sql`select u.phone, u.language, exists (select 1 from conversation_messages m
          where m.conversation_id = c.id and m.side = ${message.side} and m.id <> ${message.id}
            and m.hidden_at is null and not m.auto_reply and (${readAt} is null or m.sent_at > ${readAt})) as unread_before
        from users u, conversations c where u.id = ${receiverId} and c.id = ${message.conversationId}`,
  );
  return row;
}

/** In the caller's transaction, after the inbox row was written (`told`): the text, when one is due. */
export async function textAboutMessage(
  tx: Database,
  message: { id: string; conversationId: string; side: 'customer' | 'vendor' },
  receiverId: string,
  notice: { fromName: string; about: string; link: string; quoteTotalTzs?: number | undefined },
): Promise<void> {
  const receiver = await receiverOf(tx, message, receiverId);
  if (!receiver?.phone || receiver.unread_before) return;
  if (await isOptedOut(tx, receiver.phone)) return;
  await enqueueSms(
    tx,
    { to: receiver.phone, text: messageText(receiver.language ?? 'en', notice) },
    { origin: 'sherehe', news: true },
  );
}
