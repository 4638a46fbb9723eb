import { describe, expect, it } from 'vitest';
import { venueCityOf } from './venue-cities.ts';
import { venueOverpassQuery } from './venue-overpass-query.ts';

describe('venueOverpassQuery', () => {
  it('asks for hotels as tourism=hotel: nodes, ways and relations in the box, with centres', () => {
    expect(venueOverpassQuery('Moshi', 'hotels')).toBe(
      [
        '[out:json][timeout:25];',
        '(',
        '  node["tourism"="hotel"](-3.42,37.25,-3.28,37.42);',
        '  way["tourism"="hotel"](-3.42,37.25,-3.28,37.42);',
        '  relation["tourism"="hotel"](-3.42,37.25,-3.28,37.42);',
        ');',
        'out center;',
      ].join('\n'),
    );
  });

  it('asks for halls as amenity community_centre, hall or events_venue', () => {
    expect(venueOverpassQuery('Arusha', 'halls')).toBe(
      [
        '[out:json][timeout:25];',
        '(',
        '  node["amenity"~"^(community_centre|hall|events_venue)$"](-3.5,36.55,-3.28,36.8);',
        '  way["amenity"~"^(community_centre|hall|events_venue)$"](-3.5,36.55,-3.28,36.8);',
        '  relation["amenity"~"^(community_centre|hall|events_venue)$"](-3.5,36.55,-3.28,36.8);',
        ');',
        'out center;',
      ].join('\n'),
    );
  });

  it('asks for wedding venues as a name with "venue" in any case', () => {
    expect(venueOverpassQuery('DarEsSalaam', 'wedding')).toBe(
      [
        '[out:json][timeout:25];',
        '(',
        '  node["name"~"venue",i](-7.05,39.05,-6.6,39.55);',
        '  way["name"~"venue",i](-7.05,39.05,-6.6,39.55);',
        '  relation["name"~"venue",i](-7.05,39.05,-6.6,39.55);',
        ');',
        'out center;',
      ].join('\n'),
    );
  });

  it.each([
    ['Dodoma', '(-6.3,35.62,-6.05,35.9)'],
    ['Mwanza', '(-2.65,32.8,-2.4,33.05)'],
    ['Zanzibar', '(-6.5,39.15,-5.7,39.6)'],
  ] as const)('boxes %s as the shared places data does', (city, box) => {
    expect(venueOverpassQuery(city, 'hotels')).toContain(`node["tourism"="hotel"]${box};`);
  });
});

describe('venueCityOf', () => {
  it.each([
    ['Arusha', 'Arusha'],
    ['arusha', 'Arusha'],
    ['Dar es Salaam', 'DarEsSalaam'],
    ['DarEsSalaam', 'DarEsSalaam'],
    [' zanzibar ', 'Zanzibar'],
    ['Mwanza', 'Mwanza'],
    ['Dodoma', 'Dodoma'],
    ['Moshi', 'Moshi'],
    ['Nairobi', 'Moshi'],
    ['', 'Moshi'],
    [undefined, 'Moshi'],
  ])('reads %j as %s', (given, city) => {
    expect(venueCityOf(given)).toBe(city);
  });
});
