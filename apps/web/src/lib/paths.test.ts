// Every page address comes from lib/paths.ts: each builder lands on a page of the app, and no other file writes a
// page's address out by hand (issue 38).
import { isWebAppPath } from '@sherehe/core/web-routes';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '../test/source-texts.ts';
import { paths } from './paths.ts';

const sources = sourceTexts;

/** Where a literal page path stays, and why. */
const literalPathsAllowed: Record<string, string> = {
  '../lib/paths.ts': 'where every page address is built',
  '../app/first-screens.ts': 'route patterns the server matches a request against, not links',
  '../features/news/news-fixtures.ts': "a post's body, as an admin wrote its link",
};

/** A quoted string or template that starts with one of the app's page trees. */
const PAGE_PATH = /[`'"]\/(?:event-planners|medi-finder|Privacy-Policy|dev\/phone)(?:[/?#`'"$]|$)/;

describe('paths', () => {
  it('builds addresses the app has pages for, its values encoded', () => {
    const built = [
      paths.site,
      paths.privacyPolicy,
      paths.home,
      paths.about,
      paths.services(),
      paths.services('venues'),
      paths.listing('a/b'),
      paths.vendorProfile('v1'),
      paths.conversation('c1'),
      paths.cart,
      paths.checkout,
      paths.order('o1', 'dispute'),
      paths.payment('p1'),
      paths.login(paths.cart),
      paths.register(),
      paths.resetPassword(),
      paths.account('orders'),
      paths.vendorArea,
      paths.admin('orders'),
      paths.news,
      paths.newsPost('karibu'),
      paths.contribute('HARUS7'),
      paths.createEvent,
      paths.manageEvent('e1'),
      paths.editEvent('e1'),
      paths.publicEvent('HARUS7'),
      paths.pledge('t1'),
      paths.card('t1'),
      paths.mediFinder,
      paths.pharmacies(),
      paths.diagnosticCentres('d1'),
      paths.myPlaces,
      paths.demoPhone('+255754000001'),
    ];
    const notPages = built.filter((path) => !isWebAppPath(new URL(path, 'https://sherehe.test').pathname));
    expect(notPages).toEqual([]);
    expect(paths.listing('a/b')).toBe('/event-planners/products/a%2Fb');
    expect(paths.login(paths.cart)).toBe('/event-planners/login?next=%2Fevent-planners%2Fcart');
    expect(paths.login()).toBe('/event-planners/login');
    expect(paths.order('o1', 'dispute')).toBe('/event-planners/orders/o1#dispute');
    expect(paths.demoPhone(null)).toBe('/dev/phone');
    expect(paths.login('')).toBe('/event-planners/login');
    expect(paths.publicEvent('HARUS7', { thanks: true })).toBe('/event-planners/e/HARUS7?thanks=1');
  });

  it('is the only place a page address is written out (code comments aside)', () => {
    const handWritten = Object.entries(sources).flatMap(([file, source]) => {
      if (/\.test\.tsx?$/.test(file) || file in literalPathsAllowed) return [];
      return source
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && PAGE_PATH.test(line))
        .map((line) => `${file}: ${line.trim()}`);
    });
    expect(handWritten).toEqual([]);
  });
});
