// Three people to try the roles with; they exist only in a database the demo seed filled.
import { hashPassword } from '../../platform/auth/password.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';

export const DEMO_PASSWORD = 'Sherehe-demo-2025';

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

export async function seedDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Seeded addresses count as proven, like every address registered through its link.
  const emailVerifiedAt = new Date();
  await db.insert(users).values(
    demoAccounts.map((account) => ({
      ...account,
      passwordHash,
      emailVerifiedAt: account.email ? emailVerifiedAt : null,
    })),
  );
}
