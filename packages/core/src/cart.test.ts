import { describe, expect, it } from 'vitest';
import {
  addItem,
  type Cart,
  clear,
  distinctLineCount,
  normalizeCart,
  parseCart,
  removeItem,
  updateEventDate,
  updateGuests,
  updateLocation,
  updateQuantity,
} from './cart.ts';

const twoLines: Cart = [
  { productId: 'tent', quantity: 2, location: 'Moshi' },
  { productId: 'cake', quantity: 1 },
];

describe('addItem', () => {
  it('appends a product that is not in the cart yet', () => {
    expect(addItem([], { productId: 'tent', quantity: 2 })).toEqual([{ productId: 'tent', quantity: 2 }]);
    expect(addItem(twoLines, { productId: 'chairs', quantity: 50, location: 'Arusha' })).toEqual([
      ...twoLines,
      { productId: 'chairs', quantity: 50, location: 'Arusha' },
    ]);
  });

  it('adds to the quantity of a product already there and keeps the line in place', () => {
    const next = addItem(twoLines, { productId: 'tent', quantity: 3 });
    expect(next).toEqual([
      { productId: 'tent', quantity: 5, location: 'Moshi' },
      { productId: 'cake', quantity: 1 },
    ]);
  });

  it('replaces the location only when a new one is given', () => {
    expect(addItem(twoLines, { productId: 'tent', quantity: 1, location: 'Dodoma' })[0]).toEqual({
      productId: 'tent',
      quantity: 3,
      location: 'Dodoma',
    });
    expect(addItem(twoLines, { productId: 'tent', quantity: 1, location: '   ' })[0]?.location).toBe('Moshi');
    expect(addItem(twoLines, { productId: 'cake', quantity: 1, location: 'Mwanza' })[1]).toEqual({
      productId: 'cake',
      quantity: 2,
      location: 'Mwanza',
    });
  });

  it('never changes the list it was given', () => {
    const before = structuredClone(twoLines);
    addItem(twoLines, { productId: 'tent', quantity: 1, location: 'Dodoma' });
    expect(twoLines).toEqual(before);
  });

  it('refuses quantities that are not whole positive numbers', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => addItem(twoLines, { productId: 'tent', quantity })).toThrow(RangeError);
    }
  });
});

describe('removeItem', () => {
  it('drops the line of that product only', () => {
    expect(removeItem(twoLines, 'tent')).toEqual([{ productId: 'cake', quantity: 1 }]);
  });

  it('returns the same list when the product is not there', () => {
    expect(removeItem(twoLines, 'nothing')).toBe(twoLines);
  });
});

describe('updateQuantity', () => {
  it('sets the quantity of that product', () => {
    expect(updateQuantity(twoLines, 'cake', 4)).toEqual([
      { productId: 'tent', quantity: 2, location: 'Moshi' },
      { productId: 'cake', quantity: 4 },
    ]);
  });

  it('removes the line at zero and refuses negative or fractional quantities', () => {
    expect(updateQuantity(twoLines, 'tent', 0)).toEqual([{ productId: 'cake', quantity: 1 }]);
    expect(() => updateQuantity(twoLines, 'tent', -2)).toThrow(RangeError);
    expect(() => updateQuantity(twoLines, 'tent', 2.5)).toThrow(RangeError);
  });

  it('returns the same list when nothing changes', () => {
    expect(updateQuantity(twoLines, 'nothing', 3)).toBe(twoLines);
    expect(updateQuantity(twoLines, 'tent', 2)).toBe(twoLines);
  });
});

describe('updateLocation', () => {
  it('sets, replaces and clears the location of that product', () => {
    expect(updateLocation(twoLines, 'cake', 'Zanzibar')[1]).toEqual({
      productId: 'cake',
      quantity: 1,
      location: 'Zanzibar',
    });
    expect(updateLocation(twoLines, 'tent', 'Dar es Salaam')[0]?.location).toBe('Dar es Salaam');
    expect(updateLocation(twoLines, 'tent', undefined)[0]).toEqual({ productId: 'tent', quantity: 2 });
    expect(updateLocation(twoLines, 'tent', '')[0]).toEqual({ productId: 'tent', quantity: 2 });
  });

  it('returns the same list when nothing changes', () => {
    expect(updateLocation(twoLines, 'nothing', 'Moshi')).toBe(twoLines);
    expect(updateLocation(twoLines, 'tent', 'Moshi')).toBe(twoLines);
  });
});

describe('clear and distinctLineCount', () => {
  it('empties the cart', () => {
    expect(clear()).toEqual([]);
  });

  it('counts different products, not pieces', () => {
    expect(distinctLineCount([])).toBe(0);
    expect(distinctLineCount(twoLines)).toBe(2);
    expect(distinctLineCount(addItem(twoLines, { productId: 'tent', quantity: 10 }))).toBe(2);
    expect(distinctLineCount(addItem(twoLines, { productId: 'chairs', quantity: 10 }))).toBe(3);
  });
});

describe('stored carts', () => {
  it('accepts well-formed lines and rejects anything else', () => {
    expect(parseCart(twoLines)).toEqual(twoLines);
    expect(parseCart([{ productId: 'tent', quantity: 2, extra: 'dropped' }])).toEqual([
      { productId: 'tent', quantity: 2 },
    ]);
    expect(parseCart([{ productId: '', quantity: 1 }])).toBeNull();
    expect(parseCart([{ productId: 'tent', quantity: 0 }])).toBeNull();
    expect(parseCart([{ productId: 'tent', quantity: 1.5 }])).toBeNull();
    expect(parseCart([{ productId: 'tent', quantity: '2' }])).toBeNull();
    expect(parseCart([{ productId: 'tent', quantity: 1, location: '' }])).toBeNull();
    expect(parseCart([null])).toBeNull();
    expect(parseCart({ productId: 'tent', quantity: 2 })).toBeNull();
  });

  it('folds repeated products into one line with the addItem rule', () => {
    expect(
      normalizeCart([
        { productId: 'tent', quantity: 1, location: 'Moshi' },
        { productId: 'cake', quantity: 1 },
        { productId: 'tent', quantity: 2 },
      ]),
    ).toEqual([
      { productId: 'tent', quantity: 3, location: 'Moshi' },
      { productId: 'cake', quantity: 1 },
    ]);
  });
});

describe('date and guests', () => {
  const venue: Cart = [{ productId: 'hall', quantity: 1, eventDate: '2026-12-12', guests: 200 }];

  it('keeps them on a new line and replaces them only when given again', () => {
    expect(addItem([], { productId: 'hall', quantity: 1, eventDate: '2026-12-12', guests: 200 })).toEqual(
      venue,
    );
    expect(addItem(venue, { productId: 'hall', quantity: 1 })[0]).toEqual({
      productId: 'hall',
      quantity: 2,
      eventDate: '2026-12-12',
      guests: 200,
    });
    expect(addItem(venue, { productId: 'hall', quantity: 1, eventDate: '2026-12-19' })[0]).toEqual({
      productId: 'hall',
      quantity: 2,
      eventDate: '2026-12-19',
      guests: 200,
    });
    expect(addItem(venue, { productId: 'hall', quantity: 1, guests: 350, location: 'Moshi' })[0]).toEqual({
      productId: 'hall',
      quantity: 2,
      location: 'Moshi',
      eventDate: '2026-12-12',
      guests: 350,
    });
  });

  it('refuses a date that is not a day and guests that are not a count', () => {
    expect(() => addItem([], { productId: 'hall', quantity: 1, eventDate: '12/12/2026' })).toThrow(
      RangeError,
    );
    expect(() => addItem([], { productId: 'hall', quantity: 1, guests: 0 })).toThrow(RangeError);
    expect(() => addItem([], { productId: 'hall', quantity: 1, guests: 2.5 })).toThrow(RangeError);
  });

  it('sets and clears them line by line', () => {
    expect(updateEventDate(venue, 'hall', '2027-01-02')[0]?.eventDate).toBe('2027-01-02');
    expect(updateEventDate(venue, 'hall', undefined)[0]).toEqual({
      productId: 'hall',
      quantity: 1,
      guests: 200,
    });
    expect(updateGuests(venue, 'hall', 50)[0]?.guests).toBe(50);
    expect(updateGuests(venue, 'hall', undefined)[0]).toEqual({
      productId: 'hall',
      quantity: 1,
      eventDate: '2026-12-12',
    });
    expect(updateEventDate(venue, 'hall', '2026-12-12')).toBe(venue);
    expect(updateGuests(venue, 'other', 5)).toBe(venue);
    expect(() => updateEventDate(venue, 'hall', '2026-02-30')).toThrow(RangeError);
  });

  it('reads them from storage, and refuses a stored cart with a broken one', () => {
    expect(parseCart(venue)).toEqual(venue);
    expect(parseCart([{ productId: 'hall', quantity: 1, eventDate: 'soon' }])).toBeNull();
    expect(parseCart([{ productId: 'hall', quantity: 1, guests: -3 }])).toBeNull();
    // A day that has passed since it was chosen stays: the cart page asks for another.
    expect(parseCart([{ productId: 'hall', quantity: 1, eventDate: '2020-01-01' }])).toEqual([
      { productId: 'hall', quantity: 1, eventDate: '2020-01-01' },
    ]);
  });
});
