// The categories event planning in Tanzania needs, each with the slug of /event-planners/services/{slug}.
// Kept in code, not the database: the web app needs them on first paint in both languages, and a new category
// comes with its own wording and icon anyway.

export const categories = [
  { slug: 'venues', en: 'Venues', sw: 'Kumbi na maeneo', kind: 'service' },
  { slug: 'catering', en: 'Catering', sw: 'Chakula na vinywaji', kind: 'service' },
  { slug: 'decoration', en: 'Decoration', sw: 'Mapambo', kind: 'service' },
  { slug: 'photo-video', en: 'Photo and video', sw: 'Picha na video', kind: 'service' },
  { slug: 'sound-lights', en: 'Sound and lights', sw: 'Muziki na taa', kind: 'service' },
  { slug: 'tents-chairs', en: 'Tents and chairs', sw: 'Mahema na viti', kind: 'product' },
  { slug: 'mc-host', en: 'MC and host', sw: 'MC na mshereheshaji', kind: 'service' },
  { slug: 'performances', en: 'Performances', sw: 'Burudani na maonyesho', kind: 'service' },
  { slug: 'security', en: 'Security', sw: 'Ulinzi', kind: 'service' },
  { slug: 'cakes', en: 'Cakes', sw: 'Keki', kind: 'product' },
  { slug: 'transport', en: 'Transport', sw: 'Usafiri', kind: 'service' },
  { slug: 'maids', en: 'Maids for hire', sw: 'Wahudumu wa kukodi', kind: 'service' },
  { slug: 'attire', en: 'Attire and beauty', sw: 'Mavazi na urembo', kind: 'service' },
  {
    slug: 'invitations',
    en: 'Invitations and printing',
    sw: 'Kadi za mwaliko na uchapishaji',
    kind: 'product',
  },
  { slug: 'drinks', en: 'Drinks and bar', sw: 'Vinywaji na baa', kind: 'service' },
  { slug: 'planners', en: 'Event planners', sw: 'Waandaaji wa sherehe', kind: 'service' },
] as const;

export type Category = (typeof categories)[number];
export type CategorySlug = Category['slug'];
export const categorySlugs = categories.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

export function findCategory(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

/** How prices are counted. */
export const priceUnits = ['event', 'person', 'day', 'item'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/** Cities the demo data and the filters know; listings may name others. */
export const marketplaceCities = [
  'Dar es Salaam',
  'Arusha',
  'Moshi',
  'Dodoma',
  'Mwanza',
  'Zanzibar',
] as const;
