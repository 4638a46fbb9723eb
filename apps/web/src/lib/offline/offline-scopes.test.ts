// The pages kept offline register narrow scopes: never '/', which is the push worker's.
import { describe, expect, it } from 'vitest';
import { offlineScopeOf, offlineScopes } from './offline-scopes.ts';

describe('offlineScopes', () => {
  it('are the folders of the door, the event page, the pledge page and the card, and the Contribute page itself', () => {
    expect(offlineScopes).toEqual({
      door: '/event-planners/door/',
      publicEvent: '/event-planners/e/',
      pledge: '/event-planners/pledges/',
      card: '/event-planners/c/',
      contribute: '/event-planners/contribute',
    });
  });

  it('name the scope of a page by its address, and none for the other pages', () => {
    expect(offlineScopeOf('/event-planners/e/HARUS7')).toBe('/event-planners/e/');
    expect(offlineScopeOf('/event-planners/contribute')).toBe('/event-planners/contribute');
    expect(offlineScopeOf('/event-planners/pledges/abc')).toBe('/event-planners/pledges/');
    expect(offlineScopeOf('/event-planners/contributions')).toBeUndefined();
    expect(offlineScopeOf('/event-planners')).toBeUndefined();
  });
});
