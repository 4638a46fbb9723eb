import { describe, expect, it } from 'vitest';
import { maskPhone, mobileNetworkOf } from './mobile-networks.ts';

describe('mobile networks', () => {
  it('knows each network by its prefix, and nothing abroad', () => {
    expect(mobileNetworkOf('+255754123456')).toBe('vodacom');
    expect(mobileNetworkOf('+255714123456')).toBe('yas');
    expect(mobileNetworkOf('+255774123456')).toBe('yas');
    expect(mobileNetworkOf('+255684123456')).toBe('airtel');
    expect(mobileNetworkOf('+255624123456')).toBe('halotel');
    expect(mobileNetworkOf('+255734123456')).toBe('ttcl');
    expect(mobileNetworkOf('+255704123456')).toBeNull();
    expect(mobileNetworkOf('+254712345678')).toBeNull();
  });

  it('masks the middle of a number', () => {
    expect(maskPhone('+255754123456')).toBe('+255 754 *** 456');
    expect(maskPhone('+442071234567')).toBe('+442******567');
  });
});
