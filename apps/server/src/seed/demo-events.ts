// The demo customer's wedding, six weeks ahead in Dar es Salaam, with its michango under way: fifteen pledges (paid
// in full, partly paid by M-Pesa and in cash, one past its due day, one cancelled) and the demo vendor's account on
// the committee as treasurer, so both can be tried from the Account page.
import { randomBytes } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { eventHistory, eventMembers, events, pledgePayments, pledges } from '../db/schema/events.ts';
import { demoAccounts } from './demo-accounts.ts';

/** Typed from the demo's invitation card; README and e2e may use it. */
export const DEMO_EVENT_CODE = 'HARUS7';

type Payment = { amountTzs: number; method: 'mobile_money' | 'cash'; receipt: string; daysAgo: number };
type DemoPledge = {
  name: string;
  phone: string;
  amountTzs: number;
  language: 'en' | 'sw';
  source: 'contributor' | 'committee' | 'import';
  daysAgo: number;
  /** Days from today; negative is past (the overdue one). */
  dueInDays?: number;
  message?: string;
  cancelled?: boolean;
  payments?: Payment[];
};

const mpesa = (amountTzs: number, receipt: string, daysAgo: number): Payment => ({
  amountTzs,
  method: 'mobile_money',
  receipt,
  daysAgo,
});
const cash = (amountTzs: number, receipt: string, daysAgo: number): Payment => ({
  amountTzs,
  method: 'cash',
  receipt,
  daysAgo,
});

const demoPledges: DemoPledge[] = [
  {
    name: 'Hamisi Mwinyimkuu',
    phone: '+255754210301',
    amountTzs: 1_000_000,
    language: 'sw',
    source: 'committee',
    daysAgo: 20,
    payments: [cash(1_000_000, 'R-0001', 18)],
  },
  {
    name: 'Mwanaidi Shaban',
    phone: '+255713220402',
    amountTzs: 500_000,
    language: 'sw',
    source: 'contributor',
    daysAgo: 19,
    message: 'Mungu awabariki!',
    payments: [mpesa(500_000, 'SKL4H7QX2M', 19)],
  },
  {
    name: 'Joseph Massawe',
    phone: '+255765330503',
    amountTzs: 300_000,
    language: 'en',
    source: 'contributor',
    daysAgo: 18,
    payments: [mpesa(150_000, 'SKM2P9RT4B', 17), mpesa(150_000, 'SKQ8D3LW7N', 6)],
  },
  {
    name: 'Rehema Mfinanga',
    phone: '+255782440604',
    amountTzs: 400_000,
    language: 'sw',
    source: 'import',
    daysAgo: 16,
    payments: [cash(200_000, 'R-0002', 12)],
  },
  {
    name: 'Baraka Mollel',
    phone: '+255754550705',
    amountTzs: 250_000,
    language: 'sw',
    source: 'contributor',
    daysAgo: 15,
  },
  {
    name: 'Fatuma Bakari',
    phone: '+255715660806',
    amountTzs: 200_000,
    language: 'sw',
    source: 'import',
    daysAgo: 16,
    dueInDays: -4,
    payments: [mpesa(50_000, 'SKN5C1VB8Z', 10)],
  },
  {
    name: 'Emmanuel Lyimo',
    phone: '+255767770907',
    amountTzs: 150_000,
    language: 'en',
    source: 'contributor',
    daysAgo: 14,
    payments: [mpesa(150_000, 'SKP7F2GH3K', 14)],
  },
  {
    name: 'Zuhura Omari',
    phone: '+255784881008',
    amountTzs: 100_000,
    language: 'sw',
    source: 'committee',
    daysAgo: 13,
    payments: [cash(100_000, 'R-0003', 9)],
  },
  {
    name: 'Godfrey Temba',
    phone: '+255755991109',
    amountTzs: 500_000,
    language: 'sw',
    source: 'contributor',
    daysAgo: 11,
    payments: [mpesa(200_000, 'SKR3J6TY1P', 11)],
  },
  {
    name: 'Neema Kimaro',
    phone: '+255716101210',
    amountTzs: 200_000,
    language: 'sw',
    source: 'contributor',
    daysAgo: 10,
    message: 'Hongereni sana!',
  },
  {
    name: 'Saidi Mohamed',
    phone: '+255768121311',
    amountTzs: 100_000,
    language: 'sw',
    source: 'import',
    daysAgo: 16,
    cancelled: true,
  },
  {
    name: 'Agnes Swai',
    phone: '+255786131412',
    amountTzs: 300_000,
    language: 'en',
    source: 'contributor',
    daysAgo: 8,
    payments: [mpesa(300_000, 'SKT9L4WE6C', 7)],
  },
  {
    name: 'Juma Kassim',
    phone: '+255757141513',
    amountTzs: 150_000,
    language: 'sw',
    source: 'committee',
    daysAgo: 6,
    dueInDays: 14,
  },
  {
    name: 'Halima Ally',
    phone: '+255717151614',
    amountTzs: 250_000,
    language: 'sw',
    source: 'contributor',
    daysAgo: 4,
    payments: [mpesa(100_000, 'SKV1M8QA5D', 3)],
  },
  {
    name: 'Peter Urio',
    phone: '+255769161715',
    amountTzs: 400_000,
    language: 'en',
    source: 'contributor',
    daysAgo: 2,
  },
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function idOf(
  db: Database,
  column: typeof users.email | typeof users.phone,
  value: string | null | undefined,
) {
  if (!value) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, value));
  return row?.id ?? null;
}

export async function seedDemoEvents(db: Database, now = new Date()): Promise<void> {
  const customer = demoAccounts.find((account) => account.role === 'user');
  const vendor = demoAccounts.find((account) => account.role === 'vendor');
  const hostId = await idOf(db, users.phone, customer?.phone);
  const treasurerId = await idOf(db, users.email, vendor?.email);
  // Someone removed the demo customer: no host, no wedding.
  if (!hostId || !vendor) return;

  const eventDay = addDays(todayInTanzania(now), 42);
  const createdAt = daysAgo(now, 21);
  const [event] = await db
    .insert(events)
    .values({
      code: DEMO_EVENT_CODE,
      hostUserId: hostId,
      name: 'Harusi ya Amina na Hamisi',
      kind: 'wedding',
      // 16:00 in Dar es Salaam (UTC+3).
      startsAt: new Date(`${eventDay}T13:00:00Z`),
      venue: 'Mlimani City Conference Hall, Dar es Salaam',
      story:
        'Familia za Juma na Mwinyimkuu zinawakaribisha kwenye harusi ya Amina na Hamisi.\n' +
        'Mchango wako utatusaidia kufanikisha sherehe hii. Asanteni!',
      targetTzs: 15_000_000,
      pledgeDeadline: addDays(eventDay, -7),
      showRaised: true,
      language: 'sw',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!event) throw new Error('the demo event was not saved');

  await db.insert(eventMembers).values({
    eventId: event.id,
    contact: vendor.email,
    role: 'treasurer',
    invitedBy: hostId,
    createdAt: daysAgo(now, 20),
  });
  await db.insert(eventHistory).values([
    { eventId: event.id, actorUserId: hostId, action: 'event_created', createdAt },
    {
      eventId: event.id,
      actorUserId: hostId,
      action: 'member_invited',
      details: { contact: vendor.email, role: 'treasurer' },
      createdAt: daysAgo(now, 20),
    },
  ]);

  const rows = await db
    .insert(pledges)
    .values(
      demoPledges.map((pledge) => ({
        eventId: event.id,
        name: pledge.name,
        phone: pledge.phone,
        amountTzs: pledge.amountTzs,
        message: pledge.message ?? null,
        language: pledge.language,
        dueDate: pledge.dueInDays === undefined ? null : addDays(todayInTanzania(now), pledge.dueInDays),
        linkToken: randomBytes(24).toString('base64url'),
        source: pledge.source,
        cancelledAt: pledge.cancelled ? daysAgo(now, 5) : null,
        createdAt: daysAgo(now, pledge.daysAgo),
        updatedAt: daysAgo(now, pledge.daysAgo),
      })),
    )
    .returning({ id: pledges.id, phone: pledges.phone });
  const idByPhone = new Map(rows.map((row) => [row.phone, row.id]));
  const payments = demoPledges.flatMap((pledge) =>
    (pledge.payments ?? []).map((payment) => ({
      pledgeId: idByPhone.get(pledge.phone) as string,
      eventId: event.id,
      amountTzs: payment.amountTzs,
      method: payment.method,
      receipt: payment.receipt,
      // Cash is written in by the treasurer; mobile money arrives by itself.
      recordedBy: payment.method === 'cash' ? treasurerId : null,
      paidAt: daysAgo(now, payment.daysAgo),
      createdAt: daysAgo(now, payment.daysAgo),
    })),
  );
  await db.insert(pledgePayments).values(payments);
}
