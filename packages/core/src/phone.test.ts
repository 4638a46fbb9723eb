import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['0754 123 456', '+255754123456'],
    ['0654-123-456', '+255654123456'],
    ['255754123456', '+255754123456'],
    ['+255 754 123 456', '+255754123456'],
    ['00255754123456', '+255754123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '0754',
    '0254123456',
    '+255254123456',
    '+2557541234567',
    'call me',
    '+0123456789',
    '12345678',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups Tanzanian numbers and leaves others as they are', () => {
    expect(formatPhone('+255754123456')).toBe('+255 754 123 456');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});
