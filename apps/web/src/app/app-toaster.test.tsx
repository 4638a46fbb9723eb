import { act, render, renderHook, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toastOptions } from './app-toaster.tsx';

afterEach(() => toast.remove());

describe('AppToaster', () => {
  it('never shows more than 20 toasts, keeping the newest', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 0; i < 25; i++) toast(`message ${i}`, { id: `t${i}` });
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('message 24')).toBeTruthy();
    expect(screen.getByText('message 5')).toBeTruthy();
    expect(screen.queryByText('message 4')).toBeNull();
    expect(screen.queryByText('message 0')).toBeNull();
  });

  it('places toasts below the navigation bar, never over its links', () => {
    render(<AppToaster />);
    act(() => {
      toast('Welcome back', { id: 'welcome' });
    });
    const container = screen.getByText('Welcome back').closest('[style*="position: fixed"]') as HTMLElement;
    expect(container.style.top).toBe('76px');
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
