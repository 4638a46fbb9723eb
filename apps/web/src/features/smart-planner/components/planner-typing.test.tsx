import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enPlanner from '../../../locales/en/planner.json';
import { useTestingLibraryFakeTimers } from '../../../test/fake-timers.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetPlannerStore, usePlanner } from '../planner-store.ts';
import { conversation, stubMotion, stubServer } from '../planner-test-helpers.tsx';
import { plannerTiming } from '../planner-timing.ts';
import { PlannerPanel } from './planner-panel.tsx';

beforeEach(() => {
  useTestingLibraryFakeTimers();
  stubServer();
  vi.spyOn(Math, 'random').mockReturnValue(0); // greetings[0], guestReplies[0]
});

afterEach(() => {
  resetPlannerStore();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** What the log shows of the message being typed (hidden from screen readers until it is whole). */
function typedSoFar(): string {
  return conversation().at(-1) ?? '';
}

const TYPING = 'Smart Planner is typing…';

describe('the bot’s typing', () => {
  it('keeps the spec’s timing', () => {
    expect(plannerTiming).toEqual({ thinkingMs: 800, estimateThinkingMs: 900, charMs: 35, optionCharMs: 25 });
  });

  it('thinks for 800 ms, then types the greeting at 35 ms a character before asking for input', () => {
    stubMotion('no-preference');
    renderWithProviders(<PlannerPanel onClose={() => {}} />);
    const greeting = enPlanner.greetings[0] as string;

    expect(screen.getByText(TYPING)).toBeTruthy();
    expect(conversation()).toEqual([]);
    advance(799);
    expect(conversation()).toEqual([]);
    advance(1);
    expect(screen.queryByText(TYPING)).toBeNull();
    expect(typedSoFar()).toBe(greeting.slice(0, 1));
    advance(35 * 9);
    expect(typedSoFar()).toBe(greeting.slice(0, 10));
    // The growing copy is hidden from screen readers; they hear the whole line once.
    expect(screen.getByText(greeting.slice(0, 10)).getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByLabelText('Number of guests')).toBeNull();

    advance(35 * (greeting.length - 11));
    expect(typedSoFar()).toBe(greeting.slice(0, -1));
    advance(35);
    expect(conversation()).toEqual([greeting]);
    expect(screen.getByText(greeting).getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByLabelText('Number of guests')).toBeTruthy();
  });

  it('types the estimate at 25 ms a character after 900 ms', () => {
    stubMotion('no-preference');
    usePlanner.setState({ step: 3, guests: 50, budget: 400_000, catering: 'buffet' });
    renderWithProviders(<PlannerPanel onClose={() => {}} />);
    advance(60_000); // the greeting
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    const estimate = 'Here are the 10 cheapest options for 50 guests and your budget of TZS 400,000:';

    advance(899);
    expect(screen.getByText(TYPING)).toBeTruthy();
    advance(1);
    expect(typedSoFar()).toBe('H');
    advance(25 * (estimate.length - 2));
    expect(typedSoFar()).toBe(estimate.slice(0, -1));
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    advance(25);
    expect(screen.getByText(estimate)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(10);
  });

  it('shows a message typed again from the start after closing mid-way, without repeating it', () => {
    stubMotion('no-preference');
    const { unmount } = renderWithProviders(<PlannerPanel onClose={() => {}} />);
    advance(1000);
    unmount();
    renderWithProviders(<PlannerPanel onClose={() => {}} />);
    advance(60_000);
    expect(conversation()).toEqual([enPlanner.greetings[0]]);
  });

  it('shows every message at once when the system asks for reduced motion', () => {
    stubMotion('reduce');
    renderWithProviders(<PlannerPanel onClose={() => {}} />);
    expect(conversation()).toEqual([enPlanner.greetings[0]]);
    expect(screen.queryByText(TYPING)).toBeNull();
    fireEvent.change(screen.getByLabelText('Number of guests'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(conversation()).toEqual([
      enPlanner.greetings[0],
      '40 guests',
      (enPlanner.guestReplies[0] as string).replace('{{count}}', '40'),
    ]);
    expect(screen.getByLabelText('Budget (TZS)')).toBeTruthy();
  });
});
