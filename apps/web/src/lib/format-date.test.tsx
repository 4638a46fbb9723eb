import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDate, useFormatDate } from './format-date.ts';

describe('dates in Dar es Salaam time, in the language on screen', () => {
  it('shows the day and time in East Africa Time, whatever the device zone', () => {
    // 22:30 UTC is already the next day in Dar es Salaam (UTC+3).
    expect(formatDate('2025-05-12T22:30:00.000Z', 'en')).toBe('13 May 2025');
    expect(formatDate('2025-05-12T22:30:00.000Z', 'en', true)).toBe('13 May 2025, 01:30');
    expect(formatDate('2025-05-12T22:30:00.000Z', 'sw')).toBe('13 Mei 2025');
  });

  it('leaves an unreadable value as it came', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('follows a language change', async () => {
    const { result } = renderHook(() => useFormatDate());
    expect(result.current.date('2025-08-01T09:00:00.000Z')).toBe('1 Aug 2025');
    await act(() => i18next.changeLanguage('sw'));
    expect(result.current.dateTime('2025-08-01T09:00:00.000Z')).toBe('1 Ago 2025, 12:00');
  });
});
