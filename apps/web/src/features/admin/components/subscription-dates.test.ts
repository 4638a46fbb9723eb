import { describe, expect, it } from 'vitest';
import { planEndsOn } from './subscription-dates.ts';

describe('planEndsOn', () => {
  it('runs a month, three months or a year, less a day', () => {
    expect(planEndsOn('monthly', '2025-06-05')).toBe('2025-07-04');
    expect(planEndsOn('monthly', '2025-06-01')).toBe('2025-06-30');
    expect(planEndsOn('quarterly', '2025-11-15')).toBe('2026-02-14');
    expect(planEndsOn('yearly', '2025-01-01')).toBe('2025-12-31');
  });

  it('meets a shorter month at its last day', () => {
    expect(planEndsOn('monthly', '2025-01-31')).toBe('2025-02-27');
    expect(planEndsOn('monthly', '2024-01-31')).toBe('2024-02-28');
    expect(planEndsOn('yearly', '2024-02-29')).toBe('2025-02-27');
  });

  it('answers nothing for a start that is not a date', () => {
    expect(planEndsOn('monthly', '')).toBe('');
    expect(planEndsOn('monthly', '2025-13-01')).toBe('');
  });
});
