// The pages kept offline register narrow scopes: never '/', which is the push worker's.
import { describe, expect, it } from 'vitest';
import { offlineScopes } from './offline-scopes.ts';

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
});
