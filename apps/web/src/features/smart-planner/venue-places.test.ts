import { describe, expect, it } from 'vitest';
import { cateringForStyle, venuesForGuests, venuesInCity } from './marketplace-queries.ts';
import { firstPhone, mapUrl } from './venue-places.ts';

describe('a found place’s links', () => {
  it('points the map at the coordinates, zoomed in', () => {
    expect(mapUrl(-3.3349, 37.3404)).toBe(
      'https://www.openstreetmap.org/?mlat=-3.3349&mlon=37.3404#map=17/-3.3349/37.3404',
    );
  });

  it('leaves float noise out of the address', () => {
    expect(mapUrl(-3.331, 37.330999999999996)).toBe(
      'https://www.openstreetmap.org/?mlat=-3.331&mlon=37.331#map=17/-3.331/37.331',
    );
  });

  it.each([
    ['+255754000001', '+255754000001'],
    ['+255 754 123 456', '+255754123456'],
    ['+255 754 123 456;+255 713 987 654', '+255754123456'],
    ['0754-123-456', '0754123456'],
    ['n/a', null],
  ])('dials %j as %j', (tag, dialled) => {
    expect(firstPhone(tag)).toBe(dialled);
  });
});

describe('the listings searched beside the planner', () => {
  const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

  it('asks for three venues that hold every guest', () => {
    expect(params(venuesForGuests(120))).toEqual({ category: 'venues', minCapacity: '120', limit: '3' });
  });

  it('names the city as listings store it', () => {
    expect(params(venuesInCity('DarEsSalaam', 80))).toEqual({
      category: 'venues',
      city: 'Dar es Salaam',
      minCapacity: '80',
      limit: '3',
    });
    expect(params(venuesInCity('Moshi', null))).toEqual({ category: 'venues', city: 'Moshi', limit: '3' });
  });

  it('searches each catering style where Sherehe sells it', () => {
    expect(params(cateringForStyle({ key: 'ndafu-barbecue', en: 'Ndafu and Barbecue' }))).toEqual({
      category: 'catering',
      q: 'ndafu',
      limit: '3',
    });
    expect(params(cateringForStyle({ key: 'buffet', en: 'Buffet / Traditional Menu' }))).toEqual({
      category: 'catering',
      q: 'buffet',
      limit: '3',
    });
    expect(params(cateringForStyle({ key: 'cake', en: 'Cake' }))).toEqual({
      category: 'cakes',
      q: 'cake',
      limit: '3',
    });
    expect(params(cateringForStyle({ key: 'soft-drinks', en: 'Soft Drinks' }))).toEqual({
      category: 'drinks',
      q: 'soft drinks',
      limit: '3',
    });
    expect(params(cateringForStyle({ key: 'pilau', en: 'Pilau' }))).toEqual({
      category: 'catering',
      q: 'Pilau',
      limit: '3',
    });
  });
});
