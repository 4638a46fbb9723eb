// The six cities a visitor may pick when their location is not available, with the centre the finder searches
// around (../shared/data/tanzania-places.json).

export const finderCities = [
  { key: 'DarEsSalaam', name: 'Dar es Salaam', lat: -6.8161, long: 39.2803 },
  { key: 'Arusha', name: 'Arusha', lat: -3.3731, long: 36.6946 },
  { key: 'Dodoma', name: 'Dodoma', lat: -6.1731, long: 35.7419 },
  { key: 'Mwanza', name: 'Mwanza', lat: -2.5164, long: 32.9033 },
  { key: 'Moshi', name: 'Moshi', lat: -3.3349, long: 37.3404 },
  { key: 'Zanzibar', name: 'Zanzibar', lat: -6.163, long: 39.188 },
] as const;
export type FinderCity = (typeof finderCities)[number];
