import { describe, expect, it } from 'vitest';
import { arcOfChord, arcOfMetres, EARTH_RADIUS_METRES, surelyRead } from './plane-bound.ts';

/** A point's distance on the plane from another, as the index computes it. */
function planeDistance(lat1: number, long1: number, lat2: number, long2: number): number {
  const y = (lat: number) => Math.asinh(Math.tan((lat * Math.PI) / 180));
  return Math.hypot(((long2 - long1) * Math.PI) / 180, y(lat2) - y(lat1));
}

describe('surelyRead', () => {
  it('vouches for an arc when the read went a little past its stretched length', () => {
    const arc = arcOfMetres(5000);
    // 5 km north of 6.8° S, on the plane: about arc · sec(6.8°).
    const plane = planeDistance(-6.8, 39.27, -6.8 + (arc * 180) / Math.PI, 39.27);
    expect(surelyRead(arc, plane * 1.001, -6.8, 39.27)).toBe(true);
    expect(surelyRead(arc, plane, -6.8, 39.27)).toBe(false);
  });

  it('never vouches for a place the read may not have reached: the same distance, nearer the pole', () => {
    const arc = arcOfMetres(50_000);
    const poleward = planeDistance(-60, 20, -60 - (arc * 180) / Math.PI, 20);
    expect(surelyRead(arc, poleward, -60, 20)).toBe(false);
  });

  it('gives up by a pole and where the arc could cross the date line', () => {
    expect(surelyRead(arcOfMetres(1000), 1, 88.995, 0)).toBe(false);
    expect(surelyRead(arcOfMetres(1000), 1, -6.8, 179.995)).toBe(false);
    expect(surelyRead(arcOfMetres(1000), 1, -6.8, 179.9)).toBe(true);
  });

  it('reads chords as the earth sphere’s arcs', () => {
    expect(arcOfChord(0)).toBe(0);
    expect(arcOfChord(2 * EARTH_RADIUS_METRES)).toBeCloseTo(Math.PI, 12);
    expect(arcOfChord(2 * EARTH_RADIUS_METRES * Math.sin(0.0005))).toBeCloseTo(0.001, 15);
  });
});
