import { describe, expect, it } from 'vitest';
import { ALL_WEEK, pharmacyRecord, WEEKDAYS_8_TO_22 } from './medi-finder-test-fixtures.ts';
import {
  detailPath,
  directionsUrl,
  formatDistance,
  formatRadius,
  isOpenNow,
  placeLocality,
} from './place-format.ts';
import { toPharmacy } from './place-model.ts';

describe('formatDistance', () => {
  it('gives metres under a kilometre, one decimal under ten kilometres, then whole kilometres', () => {
    expect(formatDistance(0)).toBe('10 m');
    expect(formatDistance(344)).toBe('340 m');
    expect(formatDistance(996)).toBe('1.0 km');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(1260)).toBe('1.3 km');
    expect(formatDistance(12_600)).toBe('13 km');
    expect(formatRadius(5000)).toBe('5 km');
  });
});

describe('isOpenNow', () => {
  // Tanzania is UTC+3: 06:00 UTC on Monday 3 March 2025 is 09:00 there; 20:00 UTC on Saturday is 23:00.
  const mondayMorning = new Date('2025-03-03T06:00:00Z');
  const saturdayNight = new Date('2025-03-08T20:00:00Z');

  it('reads the weekly hours on Tanzanian time when the place has them', () => {
    const place = toPharmacy(pharmacyRecord({ opening_hours: WEEKDAYS_8_TO_22, open_now: false }));
    expect(isOpenNow(place, mondayMorning)).toBe(true);
    expect(isOpenNow(place, saturdayNight)).toBe(false);
    expect(isOpenNow(toPharmacy(pharmacyRecord({ opening_hours: ALL_WEEK })), saturdayNight)).toBe(true);
  });

  it("falls back to the server's open_now, then the spec's true, without hours", () => {
    expect(
      isOpenNow(toPharmacy({ pharmacy_id: 'p', pharmacy_name: 'A', open_now: false }), mondayMorning),
    ).toBe(false);
    expect(isOpenNow(toPharmacy({ pharmacy_id: 'p', pharmacy_name: 'A' }), mondayMorning)).toBe(true);
  });
});

describe('links', () => {
  it('gives OpenStreetMap directions to the place, from the visitor when known', () => {
    expect(directionsUrl({ latitude: -6.819, longitude: 39.27400000001 })).toBe(
      'https://www.openstreetmap.org/directions?to=-6.819%2C39.274',
    );
    expect(directionsUrl({ latitude: -6.819, longitude: 39.274 }, { lat: -6.8161, long: 39.2803 })).toBe(
      'https://www.openstreetmap.org/directions?from=-6.8161%2C39.2803&to=-6.819%2C39.274',
    );
  });

  it('leads to the detail page under the tab of its kind', () => {
    expect(detailPath({ kind: 'pharmacy', id: 'abc' })).toBe('/medi-finder/pharmacies/abc');
    expect(detailPath({ kind: 'diagnostic_center', id: 'abc' })).toBe('/medi-finder/diagnostic-centres/abc');
  });

  it('names the area and city, or the one there is', () => {
    expect(placeLocality({ area: 'Kariakoo', city: 'Dar es Salaam' })).toBe('Kariakoo, Dar es Salaam');
    expect(placeLocality({ area: '', city: 'Moshi' })).toBe('Moshi');
  });
});
