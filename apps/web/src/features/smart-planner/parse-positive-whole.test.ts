import { describe, expect, it } from 'vitest';
import { parsePositiveWhole } from './parse-positive-whole.ts';

describe('parsePositiveWhole', () => {
  it.each(['', '   '])('reads %j as empty (unset)', (raw) => {
    expect(parsePositiveWhole(raw)).toEqual({ kind: 'empty' });
  });

  it.each(['0', '-5', '2.5', '1e3', 'abc', '12 000', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parsePositiveWhole(raw)).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['1', 1],
    [' 80 ', 80],
    ['007', 7],
    ['2500000', 2_500_000],
  ])('reads %j as %i', (raw, value) => {
    expect(parsePositiveWhole(raw)).toEqual({ kind: 'number', value });
  });
});
