import { describe, expect, it } from 'vitest';
import { endpointPath, endpointQuery } from './endpoint.ts';

describe('endpointPath', () => {
  it('fills each :name with its value, encoded', () => {
    expect(endpointPath('/orders/:id/pay', { id: 'a b/c' })).toBe('/orders/a%20b%2Fc/pay');
    expect(endpointPath('/events/:id/pledges/:pledgeId', { id: 'e1', pledgeId: 7 })).toBe(
      '/events/e1/pledges/7',
    );
  });

  it('refuses a path whose value is missing rather than call the wrong address', () => {
    expect(() => endpointPath('/orders/:id', {})).toThrow(/:id/);
  });
});

describe('endpointQuery', () => {
  it('writes the values in their order, leaving out the empty ones', () => {
    expect(endpointQuery({ q: 'harusi & sherehe', status: undefined, box: 'new', cursor: '', x: null })).toBe(
      '?q=harusi+%26+sherehe&box=new',
    );
    expect(endpointQuery({ limit: 24, city: ['Arusha', 'Moshi'] })).toBe('?limit=24&city=Arusha&city=Moshi');
  });

  it('adds nothing for no query', () => {
    expect(endpointQuery(undefined)).toBe('');
    expect(endpointQuery({ cursor: undefined })).toBe('');
  });
});
