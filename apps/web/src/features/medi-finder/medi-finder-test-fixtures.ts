// Records as GET /api/v1/md/* answers them, for the finder's tests.
import type { DiagnosticCenterRecord, PharmacyRecord } from '@sherehe/core/api/medi-finder';
import type { WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';

/** Monday to Saturday 08:00–22:00, closed on Sunday. */
export const WEEKDAYS_8_TO_22: WeeklyHours = [
  ...Array.from({ length: 6 }, () => ({ opens: '08:00', closes: '22:00' })),
  null,
];
export const ALL_WEEK: WeeklyHours = Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' }));

let serial = 0;
const uuid = (prefix: string) => `${prefix}-5d1a-4c8e-9f00-${String(++serial).padStart(12, '0')}`;

export function pharmacyRecord(overrides: Partial<PharmacyRecord> = {}): PharmacyRecord {
  return {
    pharmacy_id: uuid('1b7f3c2e'),
    pharmacy_name: 'Kariakoo Pharmacy',
    vendor_id: '0b7f3c2e-5d1a-4c8e-9f00-0000000000aa',
    owner_phone: '+255754123456',
    address: 'Msimbazi Street, near Kariakoo Market',
    city: 'Dar es Salaam',
    area: 'Kariakoo',
    latitude: -6.819,
    longitude: 39.274,
    opening_hours: WEEKDAYS_8_TO_22,
    open_now: true,
    rating: null,
    rating_count: 0,
    active_subscription: { is_active: 0 },
    services: ['prescriptions'],
    ...overrides,
  };
}

export function centreRecord(overrides: Partial<DiagnosticCenterRecord> = {}): DiagnosticCenterRecord {
  const latitude = overrides.latitude ?? -6.8175;
  const longitude = overrides.longitude ?? 39.2761;
  return {
    center_id: uuid('2c7f3c2e'),
    center_name: 'Msimbazi Diagnostic Centre',
    vendor_id: '0b7f3c2e-5d1a-4c8e-9f00-0000000000bb',
    owner_phone: '+255713000111',
    address: 'Uhuru Street',
    city: 'Dar es Salaam',
    area: 'Kariakoo',
    latitude,
    longitude,
    coordinates: { _latitude: latitude, _longitude: longitude },
    opening_hours: ALL_WEEK,
    open_now: true,
    rating: 4.6,
    rating_count: 8,
    active_subscription: { is_active: 1 },
    tests: ['malaria', 'full_blood_count'],
    ...overrides,
  };
}

export const listPage = <Item>(items: Item[], nextCursor: string | null = null) => ({ items, nextCursor });
