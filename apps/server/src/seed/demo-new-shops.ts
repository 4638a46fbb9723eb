// Shops opened during the admin overview's month, as Become Vendor requests become shops: a person with an account
// asks, the demo admin approves (the account turns vendor and its shop row is made), and the owner fills in the shop
// the next day. They have no listings yet; the catalogue's shops are months old (catalogue/generate-catalogue.ts).
import { randomUUID } from 'node:crypto';
import type { CategorySlug } from '@sherehe/core/categories';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { vendors } from '../db/schema/marketplace.ts';
import { notifications } from '../db/schema/notifications.ts';
import { vendorRequestEvents, vendorRequests } from '../db/schema/vendor-requests.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { DEMO_EMAIL_DOMAIN } from './catalogue/generate-catalogue.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { DAY_MS, darTime, HOUR_MS, later } from './demo-clock.ts';

type NewShop = {
  slug: string;
  name: string;
  owner: string;
  phone: string;
  city: string;
  kind: CategorySlug;
  about: string;
  /** Days before today the owner asked; approval came a day later. */
  askedDaysAgo: number;
};

const newShops: NewShop[] = [
  {
    slug: 'sauti-kariakoo',
    name: 'Sauti ya Kariakoo Sound',
    owner: 'Rajabu Mfinanga',
    phone: '+255716500201',
    city: 'Dar es Salaam',
    kind: 'sound-lights',
    about: 'Spika na DJ kwa harusi na vikao vya send-off.\n\nSpeakers and a DJ for weddings and send-offs.',
    askedDaysAgo: 26,
  },
  {
    slug: 'keki-njiro',
    name: 'Keki za Njiro',
    owner: 'Agness Laizer',
    phone: '+255767500202',
    city: 'Arusha',
    kind: 'cakes',
    about:
      'Keki za harusi na za kuzaliwa, zinaokwa siku ya sherehe.\n\nWedding and birthday cakes, baked on the day.',
    askedDaysAgo: 19,
  },
  {
    slug: 'mavazi-dodoma',
    name: 'Mavazi Bora Dodoma',
    owner: 'Janeth Chaula',
    phone: '+255784500203',
    city: 'Dodoma',
    kind: 'attire',
    about: 'Mavazi ya harusi ya kukodi na kushona.\n\nWedding clothes to hire or made to measure.',
    askedDaysAgo: 11,
  },
  {
    slug: 'paje-sunset-catering',
    name: 'Paje Sunset Catering',
    owner: 'Mwanaisha Haji',
    phone: '+255777500204',
    city: 'Zanzibar',
    kind: 'catering',
    about: 'Vyakula vya Kizanzibari ufukweni.\n\nZanzibari food on the beach.',
    askedDaysAgo: 4,
  },
];

export async function seedDemoNewShops(db: Database, now = new Date()): Promise<void> {
  const adminEmail = demoAccounts.find((account) => account.role === 'admin')?.email ?? '';
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const adminId = admin?.id ?? null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const shop of newShops) {
    const askedAt = darTime(now, shop.askedDaysAgo, 19, 20);
    const joinedAt = later(askedAt, -2 * DAY_MS);
    const approvedAt = darTime(now, shop.askedDaysAgo - 1, 10, 5);
    const filledInAt = later(approvedAt, 26 * HOUR_MS);
    const email = `${shop.slug}@${DEMO_EMAIL_DOMAIN}`;
    const [owner] = await db
      .insert(users)
      .values({
        name: shop.owner,
        email,
        phone: shop.phone,
        passwordHash,
        role: 'vendor',
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: approvedAt,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!owner) continue; // the address or number is someone's already
    const requestId = randomUUID();
    await db.insert(vendorRequests).values({
      id: requestId,
      requestContact: email,
      contact: email,
      contactKind: 'email',
      status: 'approved',
      businessName: shop.name,
      businessKind: shop.kind,
      language: 'sw',
      vendorUserId: owner.id,
      createdAt: askedAt,
      updatedAt: approvedAt,
    });
    await db
      .insert(vendorRequestEvents)
      .values({ requestId, status: 'approved', actorId: adminId, createdAt: approvedAt });
    await db.insert(auditLog).values([
      {
        actorId: adminId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId: owner.id,
        details: { from: 'user', to: 'vendor', by: 'vendor_request', request: requestId },
        createdAt: approvedAt,
      },
      {
        actorId: adminId,
        action: 'vendor_request.approved',
        targetType: 'vendor_request',
        targetId: requestId,
        details: { contact: email },
        createdAt: approvedAt,
      },
    ]);
    await db.insert(notifications).values({
      userId: owner.id,
      kind: 'vendor_request.decided',
      params: { decision: 'approved' },
      path: '/event-planners/vendor',
      dedupeKey: `vendor-request:${requestId}`,
      createdAt: approvedAt,
      readAt: later(approvedAt, HOUR_MS),
    });
    await db.insert(vendors).values({
      userId: owner.id,
      businessName: shop.name,
      description: shop.about,
      city: shop.city,
      phone: shop.phone,
      whatsapp: shop.phone,
      createdAt: approvedAt,
      updatedAt: filledInAt,
    });
  }
}
