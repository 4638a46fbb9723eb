// Demo photos made on the spot (no internet): a gradient in a colour of the listing's category with a simple
// motif, stored like an upload (storeImage: every width as WebP). A few pictures are drawn per category and their
// files copied under a key per photo, so each photo stays its own (a vendor deleting one touches no other listing)
// while only a handful are ever encoded: the whole demo seed stays fast.
import { randomUUID } from 'node:crypto';
import { PHOTO_WIDTHS } from '@sherehe/core/media';
import type { Database } from '../../db/client.ts';
import { listingPhotos } from '../../db/schema/marketplace.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { loadSharp, storeImage, variantKey } from '../../platform/storage/store-image.ts';
import type { GeneratedListing } from './generated-listing.ts';
import type { Random } from './prng.ts';

// [from, to] of each category's gradient: the teal, amber and stone family of the design, one hue per category.
const palette: Record<string, [string, string]> = {
  venues: ['#0f766e', '#5eead4'],
  catering: ['#b45309', '#fcd34d'],
  decoration: ['#be185d', '#f9a8d4'],
  'photo-video': ['#334155', '#94a3b8'],
  'sound-lights': ['#4c1d95', '#c084fc'],
  'tents-chairs': ['#57534e', '#e7e5e4'],
  'mc-host': ['#0e7490', '#67e8f9'],
  performances: ['#c2410c', '#fdba74'],
  security: ['#1e3a8a', '#93c5fd'],
  cakes: ['#9d174d', '#fbcfe8'],
  transport: ['#374151', '#d1d5db'],
  maids: ['#15803d', '#86efac'],
  attire: ['#a21caf', '#f0abfc'],
  invitations: ['#92400e', '#fde68a'],
  drinks: ['#0369a1', '#7dd3fc'],
  planners: ['#115e59', '#fcd34d'],
};

const WIDTH = 1280;
const HEIGHT = 960;
const DESIGNS_PER_CATEGORY = 3;

function motif(design: number, light: string): string {
  switch (design) {
    case 0:
      return `<circle cx="640" cy="480" r="260" fill="none" stroke="${light}" stroke-width="36" opacity="0.8"/>
        <circle cx="640" cy="480" r="150" fill="${light}" opacity="0.5"/>`;
    case 1:
      return `<rect x="360" y="260" width="560" height="440" rx="48" fill="none" stroke="${light}" stroke-width="32" opacity="0.8"/>
        <path d="M360 560 L560 400 L720 520 L920 360" fill="none" stroke="#ffffff" stroke-width="24" opacity="0.7"/>`;
    default:
      return `<path d="M640 200 L900 720 L380 720 Z" fill="${light}" opacity="0.55"/>
        <circle cx="640" cy="300" r="70" fill="#ffffff" opacity="0.6"/>`;
  }
}

function designSvg(category: string, design: number): Buffer {
  const [dark, light] = palette[category] ?? ['#0f766e', '#99f6e4'];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${motif(design, light)}
  </svg>`);
}

type Design = { variants: { width: number; data: Buffer }[]; width: number; height: number };

async function drawDesign(storage: Storage, category: string, design: number): Promise<Design> {
  const png = await (await loadSharp())(designSvg(category, design)).png({ compressionLevel: 1 }).toBuffer();
  const stored = await storeImage(storage, png);
  const variants = await Promise.all(
    PHOTO_WIDTHS.map(async (width) => {
      const data = await storage.get(variantKey(stored.storageKey, width));
      if (!data) throw new Error('a stored demo photo is missing');
      return { width, data };
    }),
  );
  await Promise.all(PHOTO_WIDTHS.map((width) => storage.delete(variantKey(stored.storageKey, width))));
  return { variants, width: stored.width, height: stored.height };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** 1–3 photos for each listing. */
export async function seedListingPhotos(
  db: Database,
  storage: Storage,
  made: GeneratedListing[],
  random: Random,
): Promise<number> {
  const designs = new Map<string, Design>();
  const keyOf = (category: string, design: number) => `${category}:${design}`;
  const needed = [...new Set(made.map((listing) => listing.category))];
  await inBatches(needed, 4, async (category) => {
    for (let design = 0; design < DESIGNS_PER_CATEGORY; design++) {
      designs.set(keyOf(category, design), await drawDesign(storage, category, design));
    }
  });

  const photos: (typeof listingPhotos.$inferInsert & { design: Design })[] = [];
  for (const listing of made) {
    const count = random.int(1, 3);
    const first = random.int(0, DESIGNS_PER_CATEGORY - 1);
    for (let position = 0; position < count; position++) {
      const design = designs.get(keyOf(listing.category, (first + position) % DESIGNS_PER_CATEGORY));
      if (!design) continue;
      photos.push({
        listingId: listing.id,
        storageKey: randomUUID(),
        width: design.width,
        height: design.height,
        position,
        design,
      });
    }
  }
  await inBatches(photos, 32, async (photo) => {
    for (const variant of photo.design.variants) {
      await storage.put(variantKey(photo.storageKey, variant.width), variant.data);
    }
  });
  for (let start = 0; start < photos.length; start += 1000) {
    await db
      .insert(listingPhotos)
      .values(photos.slice(start, start + 1000).map(({ design: _, ...row }) => row));
  }
  return photos.length;
}
