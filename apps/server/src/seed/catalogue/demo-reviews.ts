// A few customers' reviews of published listings, so cards and product pages show ratings from the first start.
// Each listing's rating_count and rating_sum are then set from its reviews, as the review rules keep them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';
import { DEMO_EMAIL_DOMAIN } from './generate-catalogue.ts';
import type { GeneratedListing } from './generated-listing.ts';
import type { Random } from './prng.ts';

const reviewers = [
  ['Neema Mushi', 'neema.mushi'],
  ['Juma Said', 'juma.said'],
  ['Grace Kimaro', 'grace.kimaro'],
  ['Hassan Mwinyi', 'hassan.mwinyi'],
  ['Upendo Lyimo', 'upendo.lyimo'],
  ['Khadija Omar', 'khadija.omar'],
] as const;

const texts: Record<number, string[]> = {
  5: [
    'Huduma nzuri sana, wageni wote walifurahi. Asanteni!',
    'Excellent service, on time and exactly as promised.',
    'Tutawatumia tena kwenye harusi ijayo ya familia.',
  ],
  4: ['Kazi nzuri, walichelewa kidogo tu kufika.', 'Very good value for the price. Recommended.'],
  3: ['Ilikuwa sawa, lakini mawasiliano yaboreshwe.', 'Decent, though not everything we agreed was there.'],
};

export async function seedDemoReviews(
  db: Database,
  made: GeneratedListing[],
  random: Random,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // They joined before the two months their reviews span.
  const joinedAt = new Date(Date.now() - 90 * 86_400_000);
  const people = await db
    .insert(users)
    .values(
      reviewers.map(([name, slug]) => ({
        name,
        email: `${slug}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash,
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const published = made.filter((listing) => listing.status === 'published');
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const [index, listing] of published.entries()) {
    if (index % 6 !== 0) continue; // about one listing in six has reviews
    const count = random.int(1, Math.min(3, people.length));
    for (let n = 0; n < count; n++) {
      const person = people[(index + n) % people.length];
      if (!person) continue;
      const rating = random.pick([5, 5, 5, 4, 4, 3]);
      const at = new Date(Date.now() - random.int(1, 60) * 86_400_000);
      rows.push({
        listingId: listing.id,
        userId: person.id,
        rating,
        body: random.pick(texts[rating] ?? texts[5] ?? ['']),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  if (rows.length > 0) await db.insert(reviews).values(rows);
  await db.execute(sql`
    update listings l set rating_count = r.count, rating_sum = r.sum
    from (select listing_id, count(*)::int as count, sum(rating)::int as sum
          from reviews where hidden_at is null group by listing_id) r
    where l.id = r.listing_id`);
  return rows.length;
}
