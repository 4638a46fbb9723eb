import { act, render, renderHook } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toastOptions } from './providers.tsx';
import { MAX_VISIBLE_TOASTS, toastsBeyondLimit } from './toast-limit.ts';

afterEach(() => toast.remove());

describe('toastsBeyondLimit', () => {
  it('names the oldest visible toasts beyond the limit and ignores ones already leaving', () => {
    const toasts = [
      { id: 'newest', visible: true, createdAt: 5 },
      { id: 'leaving', visible: false, createdAt: 4 },
      { id: 'middle', visible: true, createdAt: 3 },
      { id: 'old', visible: true, createdAt: 2 },
      { id: 'oldest', visible: true, createdAt: 1 },
    ];
    expect(toastsBeyondLimit(toasts, 2)).toEqual(['old', 'oldest']);
    expect(toastsBeyondLimit(toasts, 4)).toEqual([]);
    expect(MAX_VISIBLE_TOASTS).toBe(20);
  });
});

describe('AppToaster', () => {
  it('never shows more than 20 toasts, keeping the newest', () => {
    render(<AppToaster />);
    const { result } = renderHook(() => useToasterStore());
    act(() => {
      for (let i = 0; i < 25; i++) toast(`message ${i}`, { id: `t${i}` });
    });
    const visible = result.current.toasts.filter((shown) => shown.visible);
    expect(visible.length).toBeLessThanOrEqual(20);
    expect(visible.map((shown) => shown.id)).toContain('t24');
    expect(visible.map((shown) => shown.id)).not.toContain('t0');
  });

  it('applies the spec durations per kind of toast', () => {
    const { result } = renderHook(() => useToasterStore(toastOptions));
    act(() => {
      toast('blank', { id: 'blank' });
      toast.error('error', { id: 'error' });
      toast.success('success', { id: 'success' });
      toast.loading('loading', { id: 'loading' });
      toast.custom('custom', { id: 'custom' });
    });
    const durations = Object.fromEntries(result.current.toasts.map((shown) => [shown.id, shown.duration]));
    expect(durations).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    });
  });
});
