// Builds a catalogue of vendors (each an account and a shop) and their listings from a seed: the demo seed asks for
// about 40 and 300, the bench for 50,000 listings. Same seed, same catalogue; rows go in by the thousand.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { buildSearchText } from '../../features/listings/search-text.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';
import { seedListingPhotos } from './demo-photos.ts';
import { demoVendors, type VendorSpec } from './demo-vendors.ts';
import type { GeneratedListing } from './generated-listing.ts';
import { listingTemplates } from './listing-templates.ts';
import { cityAreas } from './places.ts';
import { type Random, seededRandom } from './prng.ts';

export const DEMO_EMAIL_DOMAIN = 'demo.sherehe.co.tz';
const CHUNK = 1000;
const DAY_MS = 86_400_000;

export type CatalogueOptions = {
  vendors: number;
  listings: number;
  seed?: number;
  /** When the newest listing was made; the rest spread over the half year before. */
  now?: Date;
  /** Where to store 1–3 drawn photos per listing; false for none (the bench). */
  photos?: Storage | false;
};

// Further shops for a large catalogue (the bench) are the demo shops again, numbered, in other neighbourhoods.
function vendorSpec(index: number): VendorSpec {
  const base = demoVendors[index % demoVendors.length] as VendorSpec;
  if (index < demoVendors.length) return base;
  const round = Math.floor(index / demoVendors.length);
  const areas = cityAreas[base.city] ?? [base.area];
  return {
    ...base,
    slug: `${base.slug}-${round + 1}`,
    name: `${base.name} ${round + 1}`,
    area: areas[(index + round) % areas.length] ?? base.area,
  };
}

// A second or third offer of the same kind reads as its own product, not a copy.
const tiers = [
  { sw: '', en: '', factor: 1 },
  { sw: 'Bora', en: 'Premium', factor: 1.5 },
  { sw: 'Nafuu', en: 'Budget', factor: 0.6 },
  { sw: 'VIP', en: 'VIP', factor: 2.2 },
] as const;

function roundPrice(value: number): number {
  const step = value < 5_000 ? 100 : value < 100_000 ? 1_000 : 10_000;
  return Math.max(step, Math.round(value / step) * step);
}

function phoneOf(random: Random): string {
  return `+255${random.pick(['754', '755', '765', '713', '715', '688', '744', '782'])}${String(random.int(100_000, 999_999))}`;
}

function buildListing(random: Random, spec: VendorSpec, vendorId: string, nth: number, now: number) {
  const category = spec.categories[nth % spec.categories.length] ?? 'venues';
  const templates = listingTemplates[category];
  const round = Math.floor(nth / spec.categories.length);
  const template = templates[round % templates.length] ?? templates[0];
  if (!template) throw new Error(`no listing templates for ${category}`);
  const tier = tiers[Math.floor(round / templates.length) % tiers.length] ?? tiers[0];
  const areas = cityAreas[spec.city] ?? [spec.area];
  const area = nth === 0 ? spec.area : random.pick(areas);
  const swName = tier.sw ? `${template.sw} ${tier.sw}` : template.sw;
  const enName = tier.en
    ? `${tier.en} ${template.en.charAt(0).toLowerCase()}${template.en.slice(1)}`
    : template.en;
  const title = template.atPlace ? `${swName} — ${area} / ${enName} in ${area}` : `${swName} / ${enName}`;
  const description = [
    `${template.swText} ${spec.about.sw} Tunahudumia ${area} na ${spec.city} yote.`,
    `${template.enText} ${spec.about.en} Serving ${area} and all of ${spec.city}.`,
  ].join('\n\n');
  const [min, max] = template.price;
  const priceTzs = roundPrice((min + random.next() * (max - min)) * tier.factor);
  const roll = random.next();
  const status = roll < 0.05 ? 'draft' : roll < 0.08 ? 'archived' : 'published';
  const createdAt = new Date(now - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS));
  // A product is something counted out of stock (chairs, cakes, cards); printing a banner to order is a service.
  const kind = template.stock ? 'product' : 'service';
  return {
    id: randomUUID(),
    vendorId,
    kind,
    title,
    description,
    category,
    priceTzs,
    priceUnit: template.unit,
    city: spec.city,
    serviceArea: area,
    capacity: template.capacity ? roundPrice(random.int(...template.capacity)) : null,
    stock: template.stock ? random.int(...template.stock) : null,
    status,
    searchText: buildSearchText({
      title,
      description,
      category,
      vendorName: spec.name,
      city: spec.city,
      serviceArea: area,
    }),
    publishedAt: status === 'draft' ? null : new Date(createdAt.getTime() + 3_600_000),
    createdAt,
    updatedAt: createdAt,
  } satisfies typeof listings.$inferInsert;
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Vendor accounts (<slug>@demo.sherehe.co.tz, the demo password, address proven), their shops and listings.
 * An account that already exists under a demo address (the demo vendor) gets the shop instead of a new account.
 */
export async function generateCatalogue(db: Database, options: CatalogueOptions) {
  const random = seededRandom(options.seed ?? 2025);
  const now = (options.now ?? new Date()).getTime();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const specs = Array.from({ length: options.vendors }, (_, index) => vendorSpec(index));
  const emailOf = (spec: VendorSpec) => `${spec.slug}@${DEMO_EMAIL_DOMAIN}`;

  // Each account opened with its shop, half a year ago.
  const openedAt = (index: number) => new Date(now - (200 - (index % 20)) * DAY_MS);
  await insertInChunks(
    specs.map((spec, index) => ({ spec, openedAt: openedAt(index) })),
    (chunk) =>
      db
        .insert(users)
        .values(
          chunk.map(({ spec, openedAt }) => ({
            name: spec.owner,
            email: emailOf(spec),
            passwordHash,
            role: 'vendor' as const,
            emailVerifiedAt: openedAt,
            createdAt: openedAt,
            updatedAt: openedAt,
          })),
        )
        .onConflictDoNothing(),
  );
  const userIds = new Map<string, string>();
  await insertInChunks(specs, async (chunk) => {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, chunk.map(emailOf)));
    for (const row of rows) if (row.email) userIds.set(row.email, row.id);
  });

  const shops = specs.map((spec, index) => {
    const phone = phoneOf(random);
    const createdAt = openedAt(index);
    return {
      spec,
      row: {
        id: randomUUID(),
        userId: userIds.get(emailOf(spec)) ?? '',
        businessName: spec.name,
        description: `${spec.about.sw}\n\n${spec.about.en}`,
        city: spec.city,
        phone,
        whatsapp: random.chance(0.8) ? phone : null,
        createdAt,
        updatedAt: createdAt,
      } satisfies typeof vendors.$inferInsert,
    };
  });
  await insertInChunks(shops, (chunk) => db.insert(vendors).values(chunk.map((shop) => shop.row)));

  const made: GeneratedListing[] = [];
  const rows: (typeof listings.$inferInsert)[] = [];
  const counts = new Array<number>(shops.length).fill(0);
  for (let n = 0; n < options.listings; n++) {
    const index = n % shops.length;
    const shop = shops[index];
    if (!shop) continue;
    const nth = counts[index] ?? 0;
    counts[index] = nth + 1;
    const row = buildListing(random, shop.spec, shop.row.id, nth, now);
    rows.push(row);
    made.push({ id: row.id, vendorId: row.vendorId, category: row.category, status: row.status });
  }
  await insertInChunks(rows, (chunk) => db.insert(listings).values(chunk));
  if (options.photos)
    await seedListingPhotos(db, options.photos, made, seededRandom((options.seed ?? 2025) + 1));
  return { vendors: shops.map((shop) => ({ id: shop.row.id, userId: shop.row.userId })), listings: made };
}
