// The demo marketplace's customers: a few who joined months ago and about one a day over the admin overview's month,
// each signing in with the demo password by phone (a few by e-mail too). With the demo customer of demo-accounts.ts
// they place the demo orders.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { DEMO_EMAIL_DOMAIN } from './catalogue/generate-catalogue.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { darTime, HOUR_MS } from './demo-clock.ts';

export type DemoCustomer = {
  id: string;
  name: string;
  phone: string;
  language: 'en' | 'sw';
  joinedAt: Date;
};

type Spec = {
  name: string;
  phone: string;
  language: 'en' | 'sw';
  /** Days before today the account was opened, and the hour (Dar es Salaam). */
  joined: [daysAgo: number, hour: number];
  /** The part before @demo.sherehe.co.tz, for the few who gave an address. */
  email?: string;
};

const c = (
  name: string,
  phone: string,
  language: 'en' | 'sw',
  joined: [number, number],
  email?: string,
): Spec => ({
  name,
  phone,
  language,
  joined,
  email,
});

// Numbers on every network but none under +255754, where the end-to-end journeys draw their throwaway phones.
export const demoCustomerSpecs: Spec[] = [
  // Months ago: the demo vendor's regulars among them.
  c('Joseph Mrema', '+255713400101', 'sw', [142, 19]),
  c('Upendo Kweka', '+255765400102', 'sw', [121, 8], 'upendo.kweka'),
  c('Salim Abdallah', '+255777400103', 'sw', [108, 21]),
  c('Zawadi Mushi', '+255784400104', 'sw', [96, 13]),
  c('Catherine Shayo', '+255746400105', 'en', [83, 10], 'catherine.shayo'),
  c('Musa Kapinga', '+255687400106', 'sw', [71, 20]),
  c('Hassani Mfaume', '+255715400107', 'sw', [64, 17]),
  c('Glory Lyimo', '+255762400108', 'en', [55, 9]),
  c('Idrisa Mzee', '+255778400109', 'sw', [47, 14]),
  c('Neema Massawe', '+255767400110', 'sw', [38, 18]),
  // The month the admin overview shows: about one a day, more at weekends, none on some days.
  c('Aisha Salim', '+255716400111', 'sw', [29, 11]),
  c('Emmanuel Urassa', '+255744400112', 'en', [28, 20], 'emmanuel.urassa'),
  c('Rose Mbwambo', '+255786400113', 'sw', [27, 9]),
  c('Khamis Juma', '+255777400114', 'sw', [25, 16]),
  c('Pendo Mwita', '+255763400115', 'sw', [24, 21]),
  c('Yusuf Athumani', '+255688400116', 'sw', [23, 12]),
  c('Faraja Moshi', '+255714400117', 'sw', [22, 19]),
  c('Subira Hamad', '+255776400118', 'sw', [22, 8]),
  c('Daudi Kisanga', '+255745400119', 'en', [20, 13]),
  c('Grace Temu', '+255768400120', 'sw', [18, 10], 'grace.temu'),
  c('Ramadhani Said', '+255712400121', 'sw', [17, 20]),
  c('Lightness Minja', '+255782400122', 'sw', [15, 15]),
  c('Omari Kombo', '+255657400123', 'sw', [15, 21]),
  c('Happiness Msuya', '+255766400124', 'en', [13, 9]),
  c('Ally Nassoro', '+255718400125', 'sw', [11, 18]),
  c('Mwajuma Rashidi', '+255769400126', 'sw', [10, 12]),
  c('Victor Kimaro', '+255747400127', 'en', [8, 20], 'victor.kimaro'),
  c('Tumaini Mallya', '+255783400128', 'sw', [7, 11]),
  c('Rukia Bakari', '+255677400129', 'sw', [6, 19]),
  c('Elia Mwakalinga', '+255764400130', 'sw', [4, 8]),
  c('Sabrina Kassim', '+255719400131', 'en', [3, 21]),
  c('Jabiri Mnyone', '+255785400132', 'sw', [2, 10]),
  c('Winfrida Mtei', '+255748400133', 'sw', [1, 17]),
];

const demoCustomer = demoAccounts.find((account) => account.role === 'user');

/**
 * Opens the customers' accounts and answers them with the demo customer's; a number or address someone else took
 * meanwhile (a database seeded long ago) is left to its owner, and that customer left out.
 */
export async function seedDemoCustomers(db: Database, now: Date): Promise<DemoCustomer[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const made = await db
    .insert(users)
    .values(
      demoCustomerSpecs.map((spec, index) => {
        const [daysAgo, hour] = spec.joined;
        // Whoever joined "today" did so before this moment.
        const at = new Date(
          Math.min(darTime(now, daysAgo, hour, (index * 17) % 60).getTime(), now.getTime() - HOUR_MS),
        );
        return {
          name: spec.name,
          phone: spec.phone,
          email: spec.email ? `${spec.email}@${DEMO_EMAIL_DOMAIN}` : null,
          passwordHash,
          // Addresses count as proven, as every demo account's does.
          emailVerifiedAt: spec.email ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, phone: users.phone, createdAt: users.createdAt });
  const idByPhone = new Map(made.map((row) => [row.phone, row]));
  const customers: DemoCustomer[] = demoCustomerSpecs.flatMap((spec) => {
    const row = idByPhone.get(spec.phone);
    return row
      ? [{ id: row.id, name: spec.name, phone: spec.phone, language: spec.language, joinedAt: row.createdAt }]
      : [];
  });
  if (demoCustomer?.phone) {
    const [amina] = await db
      .select({ id: users.id, name: users.name, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.phone, demoCustomer.phone));
    if (amina?.role === 'user') {
      customers.unshift({
        id: amina.id,
        name: amina.name,
        phone: demoCustomer.phone,
        language: 'sw',
        joinedAt: amina.createdAt,
      });
    }
  }
  return customers;
}
