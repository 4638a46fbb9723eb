import { describe, expect, it } from 'vitest';
import {
  addDays,
  amountDueNowTzs,
  dayStatusOf,
  daysBetween,
  eventDateProblem,
  isBookedByDate,
  isDateString,
  isDepositPercent,
  isPastDay,
  isPricedPerGuest,
  linePriceTzs,
  todayInTanzania,
} from './booking-rules.ts';

describe('which listings are booked by date', () => {
  it('books services by date and sells products from stock', () => {
    expect(isBookedByDate({ kind: 'service' })).toBe(true);
    expect(isBookedByDate({ kind: 'product' })).toBe(false);
  });

  it('asks for guests only where the price is per person', () => {
    expect(isPricedPerGuest({ priceUnit: 'person' })).toBe(true);
    for (const priceUnit of ['event', 'day', 'item'] as const) {
      expect(isPricedPerGuest({ priceUnit })).toBe(false);
    }
  });
});

describe('linePriceTzs', () => {
  it('is the price times the quantity', () => {
    expect(linePriceTzs({ priceTzs: 80_000, priceUnit: 'item' }, { quantity: 3 })).toBe(240_000);
    expect(linePriceTzs({ priceTzs: 500_000, priceUnit: 'event' }, { quantity: 1, guests: 300 })).toBe(
      500_000,
    );
  });

  it('counts the guests when the price is per person', () => {
    expect(linePriceTzs({ priceTzs: 15_000, priceUnit: 'person' }, { quantity: 1, guests: 200 })).toBe(
      3_000_000,
    );
    // Without guests the quantity stands for the people, as before the guests field existed.
    expect(linePriceTzs({ priceTzs: 15_000, priceUnit: 'person' }, { quantity: 4 })).toBe(60_000);
    expect(linePriceTzs({ priceTzs: 15_000, priceUnit: 'person' }, { quantity: 4, guests: null })).toBe(
      60_000,
    );
  });
});

describe('amountDueNowTzs', () => {
  it('is the whole total without a deposit', () => {
    expect(amountDueNowTzs(1_250_000, null)).toBe(1_250_000);
    expect(amountDueNowTzs(1_250_000, undefined)).toBe(1_250_000);
  });

  it('is the deposit percent of the total in whole shillings, half up', () => {
    expect(amountDueNowTzs(1_000_000, 30)).toBe(300_000);
    expect(amountDueNowTzs(1_005, 10)).toBe(101); // 100.5
    expect(amountDueNowTzs(1_004, 10)).toBe(100); // 100.4
    expect(amountDueNowTzs(3, 50)).toBe(2); // 1.5
    expect(amountDueNowTzs(0, 50)).toBe(0);
    expect(Number.isInteger(amountDueNowTzs(123_457, 33))).toBe(true);
  });

  it('refuses what is not an amount or a deposit percent', () => {
    expect(() => amountDueNowTzs(-1, null)).toThrow(RangeError);
    expect(() => amountDueNowTzs(1.5, null)).toThrow(RangeError);
    expect(() => amountDueNowTzs(1000, 5)).toThrow(RangeError);
    expect(() => amountDueNowTzs(1000, 95)).toThrow(RangeError);
    expect(() => amountDueNowTzs(1000, 12.5)).toThrow(RangeError);
  });

  it('knows a deposit percent', () => {
    expect([10, 25, 90].every(isDepositPercent)).toBe(true);
    expect([9, 91, 50.5, '50', null].some(isDepositPercent)).toBe(false);
  });
});

describe('dates', () => {
  it('reads only real calendar days written YYYY-MM-DD', () => {
    expect(isDateString('2026-12-12')).toBe(true);
    expect(isDateString('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-1',
      '12/12/2026',
      '2026-12-12T00:00',
      '',
      20261212,
    ]) {
      expect(isDateString(bad), String(bad)).toBe(false);
    }
  });

  it('says today as it is in Tanzania (UTC+3), not at the server', () => {
    expect(todayInTanzania(new Date('2026-12-11T20:59:59Z'))).toBe('2026-12-11');
    expect(todayInTanzania(new Date('2026-12-11T21:00:00Z'))).toBe('2026-12-12');
    expect(todayInTanzania(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('knows a past day and a date a line may carry', () => {
    const now = new Date('2026-12-11T21:30:00Z'); // already 12 December in Dar es Salaam
    expect(isPastDay('2026-12-11', now)).toBe(true);
    expect(isPastDay('2026-12-12', now)).toBe(false);
    expect(eventDateProblem('2026-12-12', now)).toBeNull();
    expect(eventDateProblem('2026-12-11', now)).toBe('past');
    expect(eventDateProblem('2026-12-32', now)).toBe('invalid');
    expect(eventDateProblem('2029-12-12', now)).toBe('too_far');
  });
});

describe('dayStatusOf', () => {
  it('reads past, blocked, full and free in that order', () => {
    expect(dayStatusOf({ past: true, blocked: true, taken: 0, capacity: 3 })).toEqual({
      status: 'past',
      left: 0,
    });
    expect(dayStatusOf({ past: false, blocked: true, taken: 0, capacity: 3 })).toEqual({
      status: 'blocked',
      left: 0,
    });
    expect(dayStatusOf({ past: false, blocked: false, taken: 3, capacity: 3 })).toEqual({
      status: 'full',
      left: 0,
    });
    expect(dayStatusOf({ past: false, blocked: false, taken: 1, capacity: 3 })).toEqual({
      status: 'free',
      left: 2,
    });
    // A vendor who lowered the capacity below the bookings taken is full, never "-1 left".
    expect(dayStatusOf({ past: false, blocked: false, taken: 4, capacity: 2 }).left).toBe(0);
  });
});
