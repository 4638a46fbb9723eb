// Where the bench's generated pharmacies stand and where its searches ask from: the six finder cities by share
// (Dar es Salaam the most) and a long tail over the whole of Tanzania.

/** Tanzania's bounding box: the long tail of places outside the cities lands anywhere in it. */
export const TANZANIA_BBOX = { south: -11.7, west: 29.3, north: -1.0, east: 40.4 } as const;
export const TAIL_SHARE = 0.15;

/** Each city's share of the city places, and how far they spread from its centre (one standard deviation). */
export const benchCitySpread: Record<string, { share: number; spreadKm: number }> = {
  DarEsSalaam: { share: 0.45, spreadKm: 9 },
  Arusha: { share: 0.14, spreadKm: 5 },
  Mwanza: { share: 0.13, spreadKm: 5 },
  Dodoma: { share: 0.11, spreadKm: 5 },
  Moshi: { share: 0.09, spreadKm: 4 },
  Zanzibar: { share: 0.08, spreadKm: 4 },
};
