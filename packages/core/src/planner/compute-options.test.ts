import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOptions, PLANNER_OPTIONS_MAX, roomyOptions } from './compute-options.ts';
import { type PlannerCatalogue, specPlannerCatalogue } from './price-catalogue.ts';

const spec = specPlannerCatalogue;
const cateringKeys = spec.catering.map((style) => style.key);
const extraKeys = spec.extras.map((extra) => extra.key);

describe('computeOptions on the specification’s prices', () => {
  // Worked by hand from the price tables: venue + catering per person × guests + extras.
  it.each([
    // 50 guests, buffet (3,000), no extras: 10 seats 50,000 + 150,000 = 200,000 … 200 seats 800,000 + 150,000.
    [{ guests: 50, budget: 400_000, catering: 'buffet', extras: [] }, 0, 10, 200_000, true],
    [{ guests: 50, budget: 400_000, catering: 'buffet', extras: [] }, 4, 50, 350_000, true],
    [{ guests: 50, budget: 400_000, catering: 'buffet', extras: [] }, 5, 60, 390_000, true],
    [{ guests: 50, budget: 400_000, catering: 'buffet', extras: [] }, 6, 70, 430_000, false],
    // 100 guests, ndafu (4,000), sound 80,000 + tents 120,000: 100 seats 400,000 + 400,000 + 200,000 = 1,000,000.
    [
      { guests: 100, budget: 1_000_000, catering: 'ndafu-barbecue', extras: ['sound', 'tents'] },
      9,
      100,
      1_000_000,
      true,
    ],
    // 30 guests, soft drinks (500), MC 90,000: 10 seats 50,000 + 15,000 + 90,000 = 155,000.
    [{ guests: 30, budget: 100_000, catering: 'soft-drinks', extras: ['mc'] }, 0, 10, 155_000, false],
  ])('%o: option %i is %i seats for %i TZS, within budget %s', (choice, index, capacity, total, within) => {
    const option = computeOptions(choice, spec)[index];
    expect(option).toMatchObject({ capacity, total, withinBudget: within });
  });

  it('describes an option with the specification’s fields', () => {
    const [first] = computeOptions(
      { guests: 80, budget: 2_000_000, catering: 'cake', extras: ['lights', 'mc'] },
      spec,
    );
    expect(first).toEqual({
      capacity: 10,
      venuePrice: 50_000,
      cateringType: 'cake',
      cateringPerPerson: 800,
      extras: ['lights', 'mc'],
      extrasTotal: 170_000,
      total: 50_000 + 800 * 80 + 170_000,
      withinBudget: true,
      holdsGuests: false, // 10 seats for 80 guests: kept, as the specification computes it, and marked
    });
  });

  it('keeps the ten cheapest of the thirteen venue sizes', () => {
    const options = computeOptions({ guests: 10, budget: 1, catering: 'cake', extras: [] }, spec);
    expect(options.map((option) => option.capacity)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('falls back to the first catering style when the chosen one is unknown', () => {
    const [first] = computeOptions({ guests: 10, budget: 1, catering: 'sushi', extras: [] }, spec);
    expect(first).toMatchObject({ cateringType: 'ndafu-barbecue', cateringPerPerson: 4_000 });
  });

  it('computes nothing without a catering style to price', () => {
    const none: PlannerCatalogue = { ...spec, catering: [] };
    expect(computeOptions({ guests: 10, budget: 1, catering: 'cake', extras: [] }, none)).toEqual([]);
  });
});

describe('computeOptions, for any choice', () => {
  const choices = fc.record({
    guests: fc.integer({ min: 1, max: 100_000 }),
    budget: fc.integer({ min: 1, max: 2_000_000_000 }),
    catering: fc.oneof(fc.constantFrom(...cateringKeys), fc.string()),
    extras: fc.subarray(extraKeys),
  });
  const prices = fc.record({
    venues: fc.uniqueArray(
      fc.record({
        capacity: fc.integer({ min: 1, max: 5_000 }),
        priceTzs: fc.integer({ min: 0, max: 50_000_000 }),
      }),
      { minLength: 1, maxLength: 20, selector: (venue) => venue.capacity },
    ),
    catering: fc.constant(spec.catering),
    extras: fc.constant(spec.extras),
  });

  it('gives at most ten options, cheapest first, each total by the formula and within budget iff total ≤ budget', () => {
    fc.assert(
      fc.property(choices, prices, (choice, catalogue) => {
        const options = computeOptions(choice, catalogue);
        expect(options.length).toBe(Math.min(PLANNER_OPTIONS_MAX, catalogue.venues.length));
        const style = catalogue.catering.find((s) => s.key === choice.catering) ?? catalogue.catering[0];
        const extrasTotal = catalogue.extras
          .filter((extra) => choice.extras.includes(extra.key))
          .reduce((sum, extra) => sum + extra.priceTzs, 0);
        options.forEach((option, i) => {
          expect(option.total).toBe(
            option.venuePrice + (style?.perPersonTzs ?? 0) * choice.guests + extrasTotal,
          );
          expect(option.withinBudget).toBe(option.total <= choice.budget);
          expect(option.holdsGuests).toBe(option.capacity >= choice.guests);
          if (i > 0) expect(option.total).toBeGreaterThanOrEqual(options[i - 1]?.total ?? 0);
        });
        // The ones left out cost at least as much as the dearest one kept.
        const kept = new Set(options.map((option) => option.capacity));
        const dearest = options.at(-1)?.total ?? 0;
        for (const venue of catalogue.venues.filter((v) => !kept.has(v.capacity))) {
          expect(
            venue.priceTzs + (style?.perPersonTzs ?? 0) * choice.guests + extrasTotal,
          ).toBeGreaterThanOrEqual(dearest);
        }
      }),
    );
  });
});

describe('roomyOptions: the venues that hold a large party, apart from the ten', () => {
  it('gives 150 guests the 150 and 200 venues, cheapest first, which the ten leave out', () => {
    const choice = { guests: 150, budget: 2_000_000, catering: 'buffet', extras: [] };
    expect(computeOptions(choice, spec).every((option) => !option.holdsGuests)).toBe(true);
    expect(roomyOptions(choice, spec).map((option) => [option.capacity, option.total])).toEqual([
      [150, 600_000 + 450_000],
      [200, 800_000 + 450_000],
    ]);
  });

  it('is empty when the ten already hold the guests', () => {
    expect(roomyOptions({ guests: 60, budget: 1, catering: 'cake', extras: [] }, spec)).toEqual([]);
  });

  it('never repeats one of the ten, lists only venues that hold everyone, and only when none of the ten does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.constantFrom(...cateringKeys), (guests, catering) => {
        const choice = { guests, budget: 1_000_000, catering, extras: [] };
        const options = computeOptions(choice, spec);
        const ten = new Set(options.map((option) => option.capacity));
        const roomy = roomyOptions(choice, spec);
        if (options.some((option) => option.holdsGuests)) expect(roomy).toEqual([]);
        else if (guests <= 200) expect(roomy.length).toBeGreaterThan(0);
        expect(roomy.every((option) => option.holdsGuests && !ten.has(option.capacity))).toBe(true);
        expect(roomy.map((option) => option.total)).toEqual(
          [...roomy.map((o) => o.total)].sort((a, b) => a - b),
        );
      }),
    );
  });
});
