import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top.tsx';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollPageTo(0);
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it('appears only after the page is scrolled more than 300 px', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollPageTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls the window back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    scrollPageTo(900);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('is already there when the page opens scrolled down (a reload keeps the offset)', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    render(<BackToTop />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
