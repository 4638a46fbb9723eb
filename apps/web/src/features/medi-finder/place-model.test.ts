import type { DiagnosticCenterRecord, PharmacyRecord } from '@sherehe/core/api/medi-finder';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { centreRecord, pharmacyRecord, WEEKDAYS_8_TO_22 } from './medi-finder-test-fixtures.ts';
import {
  hasPosition,
  parseNumber,
  type RawDiagnosticCentre,
  type RawPharmacy,
  toDiagnosticCentre,
  toPharmacy,
} from './place-model.ts';

describe('toPharmacy', () => {
  it('maps every field of the spec from a record as the server answers it', () => {
    const record = pharmacyRecord({
      pharmacy_id: '0b7f3c2e-5d1a-4c8e-9f00-000000000001',
      pharmacy_name: 'Kariakoo Pharmacy',
      vendor_id: '0b7f3c2e-5d1a-4c8e-9f00-0000000000aa',
      owner_phone: '+255754123456',
      address: 'Msimbazi Street, near Kariakoo Market',
      city: 'Dar es Salaam',
      area: 'Kariakoo',
      latitude: -6.819,
      longitude: 39.274,
      rating: 4.2,
      rating_count: 12,
      open_now: false,
      active_subscription: { is_active: 1 },
      distance: 340,
      services: ['prescriptions', 'blood_pressure'],
    });
    expect(toPharmacy(record)).toEqual({
      kind: 'pharmacy',
      id: '0b7f3c2e-5d1a-4c8e-9f00-000000000001',
      name: 'Kariakoo Pharmacy',
      distance: 340,
      vendor_id: '0b7f3c2e-5d1a-4c8e-9f00-0000000000aa',
      rating: 4.2,
      open: false,
      phone: '+255754123456',
      address: 'Msimbazi Street, near Kariakoo Market',
      medications: [],
      latitude: -6.819,
      longitude: 39.274,
      hasActiveSubscription: true,
      services: ['prescriptions', 'blood_pressure'],
      city: 'Dar es Salaam',
      area: 'Kariakoo',
      openingHours: WEEKDAYS_8_TO_22,
      ratingCount: 12,
    });
  });

  it("falls back to the spec's rating 4.5, open true and distance 0 only when the server sends nothing better", () => {
    const bare = toPharmacy({ pharmacy_id: 'p1', pharmacy_name: 'Duka la Dawa' });
    expect(bare).toMatchObject({ rating: 4.5, open: true, distance: 0, ratingCount: 0, medications: [] });
    expect(bare.openingHours).toBeNull();
    expect(bare.services).toEqual([]);

    const unrated = toPharmacy(pharmacyRecord({ rating: null, rating_count: 0 }));
    expect(unrated.rating).toBe(4.5);
    // A closed place stays closed, and a real rating (even a low one) is kept.
    expect(toPharmacy(pharmacyRecord({ open_now: false, rating: 1 }))).toMatchObject({
      open: false,
      rating: 1,
    });
    const withoutDistance = pharmacyRecord();
    delete withoutDistance.distance;
    expect(toPharmacy(withoutDistance).distance).toBe(0);
  });

  it('parses latitude and longitude as numbers, also when they come as text', () => {
    const record: RawPharmacy = {
      pharmacy_id: 'p1',
      pharmacy_name: 'A',
      latitude: '-6.8190',
      longitude: ' 39.274 ',
    };
    expect(toPharmacy(record)).toMatchObject({ latitude: -6.819, longitude: 39.274 });
    const place = toPharmacy({ pharmacy_id: 'p1', pharmacy_name: 'A', latitude: '', longitude: 'east' });
    expect(Number.isNaN(place.latitude) && Number.isNaN(place.longitude)).toBe(true);
    expect(hasPosition(place)).toBe(false);
  });

  it('marks a subscription active only when is_active equals 1 (as a number or as text)', () => {
    const active = (is_active: number | string | null | undefined) =>
      toPharmacy({ pharmacy_id: 'p', pharmacy_name: 'A', active_subscription: { is_active } })
        .hasActiveSubscription;
    expect(active(1)).toBe(true);
    expect(active('1')).toBe(true);
    expect(active(0)).toBe(false);
    expect(active('0')).toBe(false);
    expect(active(2)).toBe(false);
    expect(active(null)).toBe(false);
    expect(active(undefined)).toBe(false);
    expect(toPharmacy({ pharmacy_id: 'p', pharmacy_name: 'A' }).hasActiveSubscription).toBe(false);
    expect(
      toPharmacy({ pharmacy_id: 'p', pharmacy_name: 'A', active_subscription: null }).hasActiveSubscription,
    ).toBe(false);
  });

  it('reads every record of the contract', () => {
    expectTypeOf<PharmacyRecord>().toExtend<RawPharmacy>();
    expectTypeOf<DiagnosticCenterRecord>().toExtend<RawDiagnosticCentre>();
  });
});

describe('toDiagnosticCentre', () => {
  it('maps center_id, center_name, owner_phone and the tests of a record as the server answers it', () => {
    const centre = toDiagnosticCentre(
      centreRecord({
        center_id: 'c1',
        center_name: 'Msimbazi Diagnostic Centre',
        owner_phone: '+255713000111',
        tests: ['malaria', 'x_ray'],
        active_subscription: { is_active: 0 },
      }),
    );
    expect(centre).toMatchObject({
      kind: 'diagnostic_center',
      id: 'c1',
      name: 'Msimbazi Diagnostic Centre',
      phone: '+255713000111',
      tests: ['malaria', 'x_ray'],
      hasActiveSubscription: false,
      latitude: -6.8175,
      longitude: 39.2761,
    });
  });

  it('falls back to id, name and phone when the center_ fields and owner_phone are missing', () => {
    expect(toDiagnosticCentre({ id: 'c2', name: 'Afya Lab', phone: '+255688000111' })).toMatchObject({
      id: 'c2',
      name: 'Afya Lab',
      phone: '+255688000111',
      rating: 4.5,
      open: true,
      distance: 0,
      tests: [],
    });
  });

  it('takes the plain latitude and longitude when there are, else coordinates._latitude and _longitude', () => {
    const plain = toDiagnosticCentre({
      center_id: 'c',
      center_name: 'A',
      latitude: -3.3349,
      longitude: '37.3404',
      coordinates: { _latitude: 1, _longitude: 2 },
    });
    expect([plain.latitude, plain.longitude]).toEqual([-3.3349, 37.3404]);

    const nested = toDiagnosticCentre({
      center_id: 'c',
      center_name: 'A',
      coordinates: { _latitude: '-2.5164', _longitude: 32.9033 },
    });
    expect([nested.latitude, nested.longitude]).toEqual([-2.5164, 32.9033]);
    expect(hasPosition(nested)).toBe(true);

    const none = toDiagnosticCentre({ center_id: 'c', center_name: 'A' });
    expect(hasPosition(none)).toBe(false);
  });
});

describe('parseNumber', () => {
  it('reads numbers and numeric text, and nothing else', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber('-6.1')).toBe(-6.1);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('  ')).toBeNaN();
    expect(parseNumber(null)).toBeNaN();
    expect(parseNumber(undefined)).toBeNaN();
    expect(parseNumber('12abc')).toBeNaN();
  });
});
