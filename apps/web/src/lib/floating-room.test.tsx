import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFloatingAside } from './floating-room.ts';
import { startWatching, stopWatching } from './floating-room-watch.ts';

function Probe() {
  const aside = useFloatingAside();
  return (
    <>
      <output>{aside ? 'aside' : 'shown'}</output>
      <label>
        Name <input />
      </label>
      <button type="button">Plain button</button>
    </>
  );
}

function phone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} })),
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
});

describe('useFloatingAside', () => {
  it('on a phone: aside while a field has focus, and while scrolling down past the first screen', () => {
    phone(true);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    render(<Probe />);
    act(() => startWatching());
    const state = () => screen.getByRole('status').textContent;
    expect(state()).toBe('shown');

    act(() => screen.getByLabelText('Name').focus());
    expect(state()).toBe('aside');
    act(() => screen.getByRole('button', { name: 'Plain button' }).focus());
    expect(state()).toBe('shown');

    scrollTo(200); // the first screen: still there
    expect(state()).toBe('shown');
    scrollTo(900); // reading on, down the page
    expect(state()).toBe('aside');
    scrollTo(700); // back up: wanted again
    expect(state()).toBe('shown');
    scrollTo(1200);
    expect(state()).toBe('aside');
    // The page's end, where the layouts keep room for them (innerHeight + scrollY near scrollHeight).
    scrollTo(5000 - window.innerHeight);
    expect(state()).toBe('shown');
  });

  it('changes nothing on wider screens', () => {
    phone(false);
    render(<Probe />);
    act(() => startWatching());
    act(() => screen.getByLabelText('Name').focus());
    scrollTo(2000);
    expect(screen.getByRole('status').textContent).toBe('shown');
  });
});
