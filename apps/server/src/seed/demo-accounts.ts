// Three people to try the roles with; they exist only in a database the demo seed filled.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../platform/auth/password.ts';

export const DEMO_PASSWORD = 'Sherehe-demo-2025';
/**
 * The demo admin's authenticator secret (base32), published in the README so anyone can add it to an authenticator
 * app; the end-to-end tests compute its codes. Only ever seeded into a demo database.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'SHEREHEDEMOADMINTOTPSECRETKEY234';

export const demoAccounts = [
  { role: 'admin', name: 'Rehema Admin', email: 'admin@demo.sherehe.co.tz', phone: null },
  {
    role: 'vendor',
    name: 'Kilimanjaro Tents & Chairs',
    email: 'vendor@demo.sherehe.co.tz',
    phone: '+255754100200',
  },
  { role: 'user', name: 'Amina Juma', email: null, phone: '+255754000001' },
] as const;

// Opened before the month the admin overview charts, as the vendor's shop and the customer's wedding plans say: its
// sign-ups are the demo customers' (demo-customers.ts), not a spike of every demo account on the day of the seed.
const daysSinceOpened = { admin: 240, vendor: 200, user: 60 } as const;

export async function seedDemoAccounts(db: Database, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    demoAccounts.map((account) => {
      const openedAt = new Date(now.getTime() - daysSinceOpened[account.role] * 86_400_000);
      return {
        ...account,
        passwordHash,
        // Seeded addresses count as proven, like every address registered through its link.
        emailVerifiedAt: account.email ? openedAt : null,
        createdAt: openedAt,
        updatedAt: openedAt,
      };
    }),
  );
}

/** Admin endpoints need two-step sign-in: the demo admin has it on already, with the published secret. */
export async function enrolDemoAdminSecondFactor(db: Database): Promise<void> {
  const email = demoAccounts.find((account) => account.role === 'admin')?.email ?? '';
  await db.execute(sql`
    insert into user_second_factors (user_id, secret, confirmed_at)
    select id, ${DEMO_ADMIN_TOTP_SECRET}, now() from users where email = ${email} and role = 'admin'
    on conflict (user_id) do nothing`);
}
