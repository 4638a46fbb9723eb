// Overpass QL for "every node, way and relation with this tag filter inside this box", answered as JSON with a
// centre point for ways and relations (so every place has one pair of coordinates).

/** [south, west, north, east] in WGS84 degrees: the order Overpass QL takes a bounding box in. */
export type BoundingBox = readonly [south: number, west: number, north: number, east: number];

/** Told to Overpass too, so the server gives up when we do instead of working on for nobody. */
export const OVERPASS_TIMEOUT_SECONDS = 25;

/** `filter` is one or more Overpass tag filters, e.g. `["tourism"="hotel"]`. */
export function overpassQuery(filter: string, bbox: BoundingBox): string {
  const box = `(${bbox.join(',')})`;
  return [
    `[out:json][timeout:${OVERPASS_TIMEOUT_SECONDS}];`,
    '(',
    `  node${filter}${box};`,
    `  way${filter}${box};`,
    `  relation${filter}${box};`,
    ');',
    'out center;',
  ].join('\n');
}
