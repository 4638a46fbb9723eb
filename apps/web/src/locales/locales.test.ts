import { describe, expect, it } from 'vitest';

// Every namespace in both languages, with exactly the same keys: a missing Swahili string would show English.
const bundles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

function namespaces(language: string): string[] {
  return Object.keys(bundles)
    .filter((file) => file.startsWith(`./${language}/`))
    .map((file) => file.slice(language.length + 3, -'.json'.length))
    .sort();
}

describe('locales', () => {
  it('has the same namespaces in English and Swahili', () => {
    expect(namespaces('sw')).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('%s has the same keys in both languages, none empty', (namespace) => {
    const en = bundles[`./en/${namespace}.json`];
    const sw = bundles[`./sw/${namespace}.json`];
    expect(keys(sw).sort()).toEqual(keys(en).sort());
    for (const [language, strings] of [
      ['en', en],
      ['sw', sw],
    ] as const) {
      const flat = JSON.stringify(strings);
      expect(flat, `${language}/${namespace}`).not.toMatch(/:""/);
    }
  });

  it("uses the spec's English messages word for word", () => {
    const common = bundles['./en/common.json'] as {
      nav: Record<string, string>;
      errors: Record<string, string>;
    };
    expect(common.nav.cartLoginRequired).toBe('Log in to view your cart');
    expect(common.errors.renderTitle).toBe('Something went wrong!');
    expect(common.errors.renderBody).toBe('Please contact the system administrator.');
    expect(common.errors.routerTitle).toBe('Unexpected Application Error!');
    expect([common.nav.home, common.nav.visitWebsite, common.nav.services, common.nav.contribute]).toEqual([
      'Home',
      'Visit Website',
      'Services',
      'Contribute',
    ]);
    expect([common.nav.createEvent, common.nav.admin, common.nav.vendor, common.nav.account]).toEqual([
      'Create Event',
      'Admin',
      'Vendor',
      'Account',
    ]);
  });
});
