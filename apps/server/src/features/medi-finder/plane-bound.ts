// How far a nearest-first read on the Mercator plane (the kinds' `plane` GiST indexes, migration 0022) surely
// reaches on the earth: which places it cannot have missed, so the exact (chord, id) order can be cut from it.
//
// The plane is x = longitude, y = asinh(tan(latitude)), both in radians: Mercator, which is conformal, so near a
// point it stretches every direction alike (by sec(latitude)) and its nearest-first order is nearly the earth's.
// Nearly is not exactly: a place θ (radians of arc) from the searched point lies on the plane at most
// θ · sec(|latitude| + θ) from it (the image of the great circle between them is that long at most, and the
// straight line is shorter), as long as that arc neither reaches a pole nor crosses the date line.

/** earthdistance's earth(): the radius of the sphere ll_to_earth puts places on, in metres. */
export const EARTH_RADIUS_METRES = 6_378_168;

const RADIANS_PER_DEGREE = Math.PI / 180;
// Past this latitude sec() grows without bound; a search there is answered by the exact fallback read.
const FARTHEST_LATITUDE = 89 * RADIANS_PER_DEGREE;
// Room for the floating-point rounding of the database's projection and distances (about 1e-13 of a 5 km
// search): far above it, far below the gap between two places a metre apart.
const RELATIVE_SLACK = 1e-9;
const ABSOLUTE_SLACK = 1e-12;

/** The arc in radians of a chord of the earth's sphere (as `<->` between two ll_to_earth points gives it). */
export const arcOfChord = (chord: number): number =>
  2 * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_METRES)));

/** The arc in radians of a distance in metres along the earth (as sec_to_gc gives it). */
export const arcOfMetres = (metres: number): number => metres / EARTH_RADIUS_METRES;

/**
 * Whether a nearest-first read on the plane around (lat, long) in degrees, whose farthest place read lay `plane`
 * from it, has surely read every place within `arc` radians of it.
 */
export function surelyRead(arc: number, plane: number, lat: number, long: number): boolean {
  const farthestLatitude = Math.abs(lat) * RADIANS_PER_DEGREE + arc;
  if (farthestLatitude >= FARTHEST_LATITUDE) return false;
  const reach = (arc / Math.cos(farthestLatitude)) * (1 + RELATIVE_SLACK) + ABSOLUTE_SLACK;
  // Places are read in order of plane distance: every one strictly nearer than the last one read was read.
  return reach < plane && Math.abs(long) * RADIANS_PER_DEGREE + reach < Math.PI;
}
