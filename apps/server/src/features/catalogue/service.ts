// The public catalogue's rules: what is public (published listings of active vendors, else 404), how a search is
// read, and the shapes of the contract.
import type {
  CategoriesResponse,
  ListingDetail,
  ListingSummary,
  ListingsQuery,
  ListingsResponse,
  VendorCard,
  VendorProfile,
} from '@sherehe/core/api/catalogue';
import {
  categoriesResponse,
  listingsResponse,
  VENDOR_PROFILE_LISTINGS_MAX,
} from '@sherehe/core/api/catalogue';
import {
  type MarketPriceRange,
  type MarketPricesResponse,
  marketPricesResponse,
} from '@sherehe/core/api/planner';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { categories } from '@sherehe/core/categories';
import {
  cateringMarketMatches,
  extraMarketMatches,
  type MarketMatch,
  venueMarketMatch,
} from '@sherehe/core/planner/market-matches';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type SerializedAnswer, writtenInTheContract } from '../../platform/response-serializer.ts';
import { responseMinutesOf } from '../conversations/response-time.ts';
import { plannerCatalogue } from '../planner/service.ts';
import { type AnswerCache, readVersionFirst, serializedAs } from './answer-cache.ts';
import type { ListingCards } from './listing-cards.ts';
import {
  decodeListingCursor,
  type EffectiveSort,
  encodeListingCursor,
  type ListingPosition,
} from './listing-cursor.ts';
import type { ListingFilters, TextMatch } from './listing-filters.ts';
import {
  countPublicListingsByCategory,
  findPublicListing,
  findPublicVendor,
  type ListingRow,
  type ListingsPage,
  listingPhotos,
  type PriceGroup,
  type PublicVendorRow,
  priceRangesOfPublicListings,
  searchPublicListings,
  withTypoTolerance,
} from './queries.ts';
import { searchQueryOf } from './search-query.ts';

export type CatalogueDeps = { db: Database; answers: AnswerCache; cards: ListingCards };

/**
 * The mean to one decimal, as cards show it, halves rounded up; null before the first review. In integers (the sum
 * of whole stars), as a catalogue page's statement computes it, so the two never differ by a floating-point tenth.
 */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.floor((sum * 20 + count) / (2 * count)) / 10 : null;
}

// What a card and a listing page both show, read the same way from either row.
function listingFields(row: ListingRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    category: row.category,
    priceTzs: row.price_tzs,
    priceUnit: row.price_unit,
    city: row.city,
    capacity: row.capacity,
    stock: row.stock,
    ratingAverage: averageOf(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
  };
}

function toVendorCard(row: PublicVendorRow, responseMinutes: number | null): VendorCard {
  return {
    id: row.id,
    businessName: row.business_name,
    city: row.city,
    description: row.description,
    phone: row.phone,
    whatsapp: row.whatsapp,
    ratingAverage: averageOf(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    responseMinutes,
  };
}

export function listCategories({
  db,
  answers,
}: CatalogueDeps): Promise<SerializedAnswer<CategoriesResponse>> {
  return answers.answer(
    'categories',
    serializedAs(
      categoriesResponse,
      readVersionFirst(db, async () => {
        const counts = await countPublicListingsByCategory(db);
        return {
          categories: categories.map((category) => ({
            ...category,
            listingCount: counts.get(category.slug) ?? 0,
          })),
        };
      }),
    ),
  );
}

export async function searchListings(
  deps: CatalogueDeps,
  query: ListingsQuery,
): Promise<SerializedAnswer<ListingsResponse>> {
  // Case folded here as in the stored search text, so the trigram comparison sees the same letters.
  const q = query.q?.toLowerCase();
  const sort: EffectiveSort = query.sort === 'relevance' && !q ? 'recommended' : query.sort;
  const after = query.cursor ? decodeListingCursor(query.cursor, sort) : undefined;
  // "Free on" a day depends on today as well: the day's answer is kept apart from yesterday's.
  const filters = { ...query, q, ...(query.freeOn ? { today: todayInTanzania() } : {}) };
  // The question as the search reads it: the same page of the same search is one answer, however it was spelt.
  const question = JSON.stringify(['listings', filters, sort]);
  return deps.answers.answer(question, async () => {
    const { version, idsAt, ids, nextCursor } = await readListingsPage(deps.db, {
      filters,
      sort,
      after,
      limit: query.limit,
    });
    const cards = await deps.cards.pageOf(deps.db, idsAt, ids);
    return {
      version,
      answer: writtenInTheContract(
        listingsResponse,
        `{"listings":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`,
      ),
    };
  });
}

/**
 * A page of listings as their ids (see ListingsPage), its next cursor, the catalogue version its first read saw (the
 * answer is at least that fresh) and the cards' version its ids were read at (idsAt, later when near spellings were
 * read after the words found nothing): their cards may be no older than that.
 */
async function readListingsPage(
  db: Database,
  {
    filters,
    sort,
    after,
    limit,
  }: {
    filters: ListingFilters;
    sort: EffectiveSort;
    after: ListingPosition | undefined;
    limit: number;
  },
): Promise<{ version: number; idsAt: number; ids: string[]; nextCursor: string | null }> {
  const read = (match: TextMatch) => {
    const search = (tx: Database) => searchPublicListings(tx, { filters, match, sort, after, limit });
    return match === 'similar' ? withTypoTolerance(db, search) : search(db);
  };
  // Words first; near spellings only when the words find nothing at all, and a search's later pages keep to how
  // its first page matched so no page repeats or skips a listing.
  let match = filters.q ? (after?.match ?? 'words') : undefined;
  const first = await read(match ?? 'words');
  let page: ListingsPage = first;
  if (filters.q && first.ids.length === 0 && !after) {
    match = 'similar';
    page = await read(match);
  }
  return {
    version: first.version,
    idsAt: page.cardsVersion,
    ids: page.ids,
    nextCursor: page.next && encodeListingCursor({ sort, key: page.next.key, id: page.next.id, match }),
  };
}

const listingNotFound = () => new AppError('not_found', 'catalogue.listing_unavailable');

export async function getListing({ db }: CatalogueDeps, id: string): Promise<ListingDetail> {
  const row = await findPublicListing(db, id);
  if (!row) throw listingNotFound();
  const [photos, vendor, responseMinutes] = await Promise.all([
    listingPhotos(db, id),
    findPublicVendor(db, row.vendor_id),
    responseMinutesOf(db, row.vendor_id),
  ]);
  if (!vendor) throw listingNotFound(); // suspended between the two reads
  return {
    ...listingFields(row),
    description: row.description,
    serviceArea: row.service_area,
    photos: photos.map((photo) => ({
      storageKey: photo.storage_key,
      width: photo.width,
      height: photo.height,
    })),
    vendor: toVendorCard(vendor, responseMinutes),
    publishedAt: row.published_at,
    dailyCapacity: row.kind === 'service' ? Number(row.daily_capacity) : null,
    depositPercent: row.deposit_percent === null ? null : Number(row.deposit_percent),
  };
}

export async function getVendorProfile({ db, cards }: CatalogueDeps, id: string): Promise<VendorProfile> {
  const vendor = await findPublicVendor(db, id);
  if (!vendor) throw new AppError('not_found', 'catalogue.vendor_not_listed');
  const responseMinutes = await responseMinutesOf(db, id);
  const { idsAt, ids, nextCursor } = await readListingsPage(db, {
    filters: { vendorId: id },
    sort: 'newest',
    after: undefined,
    limit: VENDOR_PROFILE_LISTINGS_MAX,
  });
  return {
    vendor: toVendorCard(vendor, responseMinutes),
    listings: JSON.parse(`[${(await cards.pageOf(db, idsAt, ids)).join(',')}]`) as ListingSummary[],
    listingCount: vendor.listing_count,
    nextCursor,
  };
}

/**
 * What the marketplace charges in `city` for each row of the Smart Planner's tables, so its estimate stands beside
 * real prices. Kept per catalogue version like the other public answers: one grouped query per city and change.
 */
export async function marketPrices(
  { db, answers }: CatalogueDeps,
  city: string,
): Promise<SerializedAnswer<MarketPricesResponse>> {
  return answers.answer(
    `market-prices ${city.toLowerCase()}`,
    serializedAs(
      marketPricesResponse,
      readVersionFirst(db, async () => {
        const tables = await plannerCatalogue({ db });
        const group = (key: string, match: MarketMatch | undefined, minCapacity: number | null = null) =>
          match
            ? [
                {
                  key,
                  category: match.category,
                  unit: match.unit,
                  minCapacity,
                  tsquery: match.words ? searchQueryOf(match.words) : null,
                } satisfies PriceGroup,
              ]
            : [];
        const groups = [
          ...tables.venues.flatMap((row) => group(`venue:${row.capacity}`, venueMarketMatch, row.capacity)),
          ...tables.catering.flatMap((row) => group(`catering:${row.key}`, cateringMarketMatches[row.key])),
          ...tables.extras.flatMap((row) => group(`extra:${row.key}`, extraMarketMatches[row.key])),
        ];
        const rows = new Map(
          (await priceRangesOfPublicListings(db, city, groups)).map((row) => [row.key, row]),
        );
        // A row with nothing that stands for it (a style added later) reads as no listings.
        const range = (key: string): Omit<MarketPriceRange, 'capacity'> => {
          const row = rows.get(key);
          return { count: row?.count ?? 0, lowestTzs: row?.lowest ?? null, medianTzs: row?.median ?? null };
        };
        return {
          city,
          venues: tables.venues.map((row) => ({ capacity: row.capacity, ...range(`venue:${row.capacity}`) })),
          catering: tables.catering.map((row) => ({ key: row.key, ...range(`catering:${row.key}`) })),
          extras: tables.extras.map((row) => ({ key: row.key, ...range(`extra:${row.key}`) })),
        };
      }),
    ),
  );
}
