import { describe, expect, it } from 'vitest';
import { nextQuery, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/event-planners/cart?step=2#pay')).toBe('/event-planners/cart?step=2#pay');
    expect(safeReturnPath('/medi-finder')).toBe('/medi-finder');
    // Encoded, a line break is just text in a path.
    expect(safeReturnPath('/x%0d%0aSet-Cookie:a')).toBe('/x%0d%0aSet-Cookie:a');
  });

  it('sends anything else to Event Planners', () => {
    for (const next of [
      undefined,
      '',
      'event-planners',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\r\nSet-Cookie:a',
      '/api/v1/auth/sign-out-all',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(next), String(next)).toBe('/event-planners');
    }
  });
});

describe('nextQuery', () => {
  it('carries a page on this site into a mailed link, and nothing else', () => {
    expect(nextQuery('/event-planners/cart')).toBe('?next=%2Fevent-planners%2Fcart');
    expect(nextQuery('/event-planners')).toBe('');
    expect(nextQuery(undefined)).toBe('');
    expect(nextQuery('https://evil.example/x')).toBe('');
    expect(nextQuery('//evil.example')).toBe('');
  });
});
