import { reasons, reasonTexts } from '@sherehe/core/reasons';
import { describe, expect, it } from 'vitest';
import { nestReasons } from '../lib/reason-texts.ts';

// Every namespace in both languages, with exactly the same keys: a missing Swahili string would show English.
// English refusals (the `reasons` namespace) are the contract's own words, not a file (lib/reason-texts.ts).
const bundles: Record<string, unknown> = {
  ...import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
  './en/reasons.json': nestReasons(reasonTexts),
};

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

  it('words every reason of the contract in Swahili, with no placeholder the English lacks', () => {
    const sw = bundles['./sw/reasons.json'] as Record<string, Record<string, string>>;
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const id of reasons) {
      const [area = '', name = ''] = id.split('.');
      const words = sw[area]?.[name];
      expect(words, id).toBeTruthy();
      // Swahili may word a value its own way (a status), but never asks for one the refusal does not carry.
      const english = placeholders(reasonTexts[id]);
      for (const name of placeholders(words ?? '')) expect(english, `${id}: {{${name}}}`).toContain(name);
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
