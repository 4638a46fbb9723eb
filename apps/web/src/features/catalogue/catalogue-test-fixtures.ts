// Answers of the catalogue API for component tests.
import type { ListingDetail, ListingSummary, ListingsResponse } from '@sherehe/core/api/catalogue';

export const vendorId = '0b6c2a52-6f1e-4c55-9d36-0c4f4b0f9a01';
export const listingId = '6f0d6d3e-2f2b-4a63-8f3b-7e1c9b7c1a02';

export function summary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: listingId,
    kind: 'product',
    title: 'Keki ya harusi',
    category: 'cakes',
    priceTzs: 250_000,
    priceUnit: 'item',
    city: 'Arusha',
    capacity: null,
    stock: 3,
    ratingAverage: 4.5,
    ratingCount: 12,
    photo: { storageKey: 'cake-1', width: 1280, height: 960 },
    vendor: { id: vendorId, businessName: 'Mama Keki Arusha', city: 'Arusha' },
    ...overrides,
  };
}

export function page(listings: ListingSummary[], nextCursor: string | null = null): ListingsResponse {
  return { listings, nextCursor };
}

export const cakeDetail: ListingDetail = {
  id: listingId,
  kind: 'product',
  title: 'Keki ya harusi',
  category: 'cakes',
  priceTzs: 250_000,
  priceUnit: 'item',
  city: 'Arusha',
  capacity: null,
  stock: 3,
  ratingAverage: 4.5,
  ratingCount: 12,
  description: 'Ghorofa tatu, vanilla na chokoleti.',
  serviceArea: 'Arusha na Moshi',
  photos: [
    { storageKey: 'cake-1', width: 1280, height: 960 },
    { storageKey: 'cake-2', width: 1280, height: 853 },
  ],
  vendor: {
    id: vendorId,
    businessName: 'Mama Keki Arusha',
    city: 'Arusha',
    description: '',
    phone: '+255754123456',
    whatsapp: '+255688000222',
    ratingAverage: 4.4,
    ratingCount: 30,
    responseMinutes: 42,
  },
  publishedAt: '2025-06-01T10:00:00.000Z',
  dailyCapacity: null,
  depositPercent: null,
};
