import { describe, expect, it } from 'vitest';
import { searchQueryOf } from './search-query.ts';

describe('searchQueryOf', () => {
  it.each([
    ['harusi', 'harusi:*'],
    ['ukumbi harusi', 'ukumbi:* & harusi:*'],
    ['"send off" dar', '(send:* <-> off:*) & dar:*'],
    ['harusi -keki', 'harusi:* & !(keki:*)'],
    ['-"send off" harusi', '!(send:* <-> off:*) & harusi:*'],
    ['keki or maua', 'keki:* | maua:*'],
    ['or keki', 'keki:*'],
    ["o'reilly", '(o:* <-> reilly:*)'],
    ['send-off', '(send:* <-> off:*)'],
    ['"harusi', 'harusi:*'],
    ['a & b | !c', 'a:* & b:* & c:*'],
    ['ü 2025', 'ü:* & 2025:*'],
  ])('reads %j as %j', (q, query) => {
    expect(searchQueryOf(q)).toBe(query);
  });

  it.each(['', '(((', ':*', '%', '\\', '🎉', '- "" or'])('finds no word in %j', (q) => {
    expect(searchQueryOf(q)).toBeNull();
  });

  it.each([
    ['ukumbi harusi', 'ukumbi:*A & harusi:*A'],
    ['"send off" -keki', '(send:*A <-> off:*A) & !(keki:*)'],
    ['keki or maua', 'keki:*A | maua:*A'],
  ])('reads %j in titles as %j', (q, query) => {
    expect(searchQueryOf(q, { inTitle: true })).toBe(query);
  });
});
