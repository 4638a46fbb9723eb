import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatTzsNow, useFormatTzs } from './format.ts';

describe('money in the language on screen', () => {
  it('writes TZS in English and TSh in Swahili, and follows a language change', async () => {
    const { result } = renderHook(() => useFormatTzs());
    expect(result.current(1_250_000)).toBe('TZS 1,250,000');
    expect(formatTzsNow(5000)).toBe('TZS 5,000');

    await act(() => i18next.changeLanguage('sw'));
    expect(result.current(1_250_000)).toBe('TSh 1,250,000');
    expect(formatTzsNow(5000)).toBe('TSh 5,000');
  });
});
