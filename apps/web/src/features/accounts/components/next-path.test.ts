import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths inside Event Planners with their query and hash', () => {
    expect(safeNextPath('/event-planners/cart')).toBe('/event-planners/cart');
    expect(safeNextPath('/event-planners/services/Decoration?page=2#top')).toBe(
      '/event-planners/services/Decoration?page=2#top',
    );
    expect(safeNextPath('/event-planners')).toBe('/event-planners');
  });

  it('sends everything else to the Event Planners home', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/event-planners',
      '//evil.example/event-planners',
      '/\\evil.example',
      '/event-planners\\@evil.example',
      '/event-plannersX',
      '/medi-finder',
      'event-planners/cart',
      'javascript:alert(1)',
      '/event-planners/login',
      '/event-planners/register?next=/event-planners/cart',
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/event-planners');
    }
  });
});
