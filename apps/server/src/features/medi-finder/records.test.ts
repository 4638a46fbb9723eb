import { describe, expect, it } from 'vitest';
import type { PublicPlaceRow } from './queries.ts';
import { diagnosticCenterRecord, pharmacyRecord } from './records.ts';

const row: PublicPlaceRow = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  kind: 'pharmacy',
  owner_id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  name: 'Usiku Pharmacy',
  phone: '+255754111222',
  address: 'Uhuru Street',
  city: 'Dar es Salaam',
  area: 'Kariakoo',
  latitude: -6.819,
  longitude: 39.274,
  opening_hours: Array.from({ length: 7 }, () => ({ opens: '18:00', closes: '02:00' })),
  offerings: ['prescriptions', 'a_service_since_removed', 'x_ray'],
  rating_count: 0,
  rating_sum: 0,
  subscribed: false,
};

describe('public records', () => {
  it('say whether the place is open on Tanzanian time at the moment of the answer', () => {
    expect(pharmacyRecord(row, new Date('2026-11-23T20:00:00Z')).open_now).toBe(true); // 23:00 in Dar
    expect(pharmacyRecord(row, new Date('2026-11-23T12:00:00Z')).open_now).toBe(false); // 15:00 in Dar
  });

  it('leave out offerings the lists no longer know, and those of the other kind', () => {
    expect(pharmacyRecord(row, new Date()).services).toEqual(['prescriptions']);
    expect(diagnosticCenterRecord({ ...row, kind: 'diagnostic_center' }, new Date()).tests).toEqual([
      'x_ray',
    ]);
  });

  it('round the distance to whole metres and the rating to one decimal', () => {
    const record = pharmacyRecord({ ...row, distance: 1234.56, rating_count: 3, rating_sum: 14 }, new Date());
    expect([record.distance, record.rating]).toEqual([1235, 4.7]);
  });
});
