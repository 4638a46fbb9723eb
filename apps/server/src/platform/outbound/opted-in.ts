// Whether a number or an address has shown that it wants Sherehe's messages: an account of its own (registering by
// phone or e-mail goes through a link sent there, so the account proves it) or, for a phone, a mobile-money payment
// approved on it with its PIN. Anything else was typed by someone else, and a text or an e-mail there carries no
// words that someone chose (names, an event's name): anyone could write "M-PESA ALERT: call 07…" (issue 34).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { smsOptOuts } from '../../db/schema/all.ts';

/** The condition, for a query that has the phone (E.164) as an SQL expression. */
export function phoneOptedIn(phone: SQL): SQL {
  return sql`(exists (select 1 from users u where u.phone = ${phone})
    or exists (select 1 from payment_attempts a where a.phone = ${phone} and a.status = 'succeeded'))`;
}

export async function hasOptedIn(
  db: Database,
  contact: { kind: 'phone' | 'email'; value: string },
): Promise<boolean> {
  const condition =
    contact.kind === 'phone'
      ? phoneOptedIn(sql`${contact.value}`)
      : sql`exists (select 1 from users u where u.email = ${contact.value.toLowerCase()})`;
  const [row] = await selectRows<{ yes: boolean }>(db, sql`select ${condition} as yes`);
  return row?.yes === true;
}

/** Whether the number answered STOP to Sherehe's texts. */
export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}
