// The Smart Planner's price tables. The server keeps the live ones (admins change prices without a release); these
// are the specification's, which seed it.

export type PlannerVenue = { capacity: number; priceTzs: number };
/** A catering style, priced per guest; `key` is what an option names it by. */
export type PlannerCatering = { key: string; en: string; sw: string; perPersonTzs: number };
/** A one-off extra for the whole event. */
export type PlannerExtra = { key: string; en: string; sw: string; priceTzs: number };
export type PlannerCatalogue = {
  venues: PlannerVenue[];
  catering: PlannerCatering[];
  extras: PlannerExtra[];
};

export const specPlannerCatalogue: PlannerCatalogue = {
  venues: [
    { capacity: 10, priceTzs: 50_000 },
    { capacity: 20, priceTzs: 80_000 },
    { capacity: 30, priceTzs: 120_000 },
    { capacity: 40, priceTzs: 160_000 },
    { capacity: 50, priceTzs: 200_000 },
    { capacity: 60, priceTzs: 240_000 },
    { capacity: 70, priceTzs: 280_000 },
    { capacity: 80, priceTzs: 320_000 },
    { capacity: 90, priceTzs: 360_000 },
    { capacity: 100, priceTzs: 400_000 },
    { capacity: 120, priceTzs: 480_000 },
    { capacity: 150, priceTzs: 600_000 },
    { capacity: 200, priceTzs: 800_000 },
  ],
  catering: [
    { key: 'ndafu-barbecue', en: 'Ndafu and Barbecue', sw: 'Ndafu na Nyama Choma', perPersonTzs: 4_000 },
    { key: 'buffet', en: 'Buffet / Traditional Menu', sw: 'Bufee / Vyakula vya Asili', perPersonTzs: 3_000 },
    { key: 'cake', en: 'Cake', sw: 'Keki', perPersonTzs: 800 },
    { key: 'soft-drinks', en: 'Soft Drinks', sw: 'Vinywaji Baridi', perPersonTzs: 500 },
  ],
  extras: [
    {
      key: 'decoration',
      en: 'Decoration, Printing & Branding',
      sw: 'Mapambo, Uchapishaji na Chapa',
      priceTzs: 150_000,
    },
    { key: 'video-photo', en: 'Video & Photoshooting', sw: 'Video na Upigaji Picha', priceTzs: 100_000 },
    { key: 'sound', en: 'Sound System', sw: 'Mfumo wa Sauti', priceTzs: 80_000 },
    { key: 'lights', en: 'Lights', sw: 'Taa', priceTzs: 80_000 },
    { key: 'security', en: 'Security', sw: 'Ulinzi', priceTzs: 50_000 },
    { key: 'tents', en: 'Tents', sw: 'Mahema', priceTzs: 120_000 },
    { key: 'chairs-tables', en: 'Chairs and Tables', sw: 'Viti na Meza', priceTzs: 50_000 },
    { key: 'mc', en: 'MC / Host', sw: 'MC / Mshereheshaji', priceTzs: 90_000 },
    { key: 'performances', en: 'Special Performances', sw: 'Burudani Maalum', priceTzs: 100_000 },
    { key: 'maids', en: 'Maids for Hire', sw: 'Wahudumu wa Kukodi', priceTzs: 80_000 },
  ],
};
