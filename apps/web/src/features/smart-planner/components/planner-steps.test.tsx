import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enPlanner from '../../../locales/en/planner.json';
import swPlanner from '../../../locales/sw/planner.json';
import { jsonResponse } from '../../../test/render.tsx';
import { resetPlannerStore, usePlanner } from '../planner-store.ts';
import {
  catalogueAnswer,
  conversation,
  lastBotLine,
  planUpToExtras,
  renderPanel,
  stubMotion,
  stubServer,
} from '../planner-test-helpers.tsx';

beforeEach(() => {
  stubMotion('reduce');
  stubServer();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // greetings[50], guestReplies[50]
});

afterEach(() => {
  resetPlannerStore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const greeting = enPlanner.greetings[50] as string;
const reply = (count: number) => (enPlanner.guestReplies[50] as string).replace('{{count}}', String(count));

describe('PlannerPanel, step by step', () => {
  it('opens as a labelled dialog with focus inside, greets once, and asks for the guest count', async () => {
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Smart Planner' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
    expect(conversation()).toEqual([greeting]);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    const guests = screen.getByLabelText('Number of guests') as HTMLInputElement;
    expect(guests.type).toBe('number');
    expect(guests.min).toBe('1');
    await waitFor(() => expect(document.activeElement).toBe(guests));
  });

  it('greets at random from about a hundred greetings', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderPanel();
    expect(conversation()).toEqual([enPlanner.greetings[0]]);
    resetPlannerStore();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    act(() => usePlanner.getState().greet(enPlanner.greetings.length));
    expect(conversation()).toEqual([enPlanner.greetings[99]]);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-4'],
    ['a fraction', '12.5'],
  ])('says the guest count is not valid when it is %s, and stays on the guest count', async (_, value) => {
    const { user } = renderPanel();
    if (value) await user.type(screen.getByLabelText('Number of guests'), value);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(lastBotLine()).toBe('Please enter a valid guest count.');
    expect(await screen.findByLabelText('Number of guests')).toBeTruthy();
    expect(usePlanner.getState()).toMatchObject({ step: 0, guests: null });
  });

  it('takes a guest count, states it and asks for the budget', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Number of guests'), '80');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(conversation()).toEqual([greeting, '80 guests', reply(80)]);
    const budget = (await screen.findByLabelText('Budget (TZS)')) as HTMLInputElement;
    expect(budget.min).toBe('1000');
    expect(usePlanner.getState()).toMatchObject({ step: 1, guests: 80 });
  });

  it('answers a single guest in the singular', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Number of guests'), '1');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(conversation().slice(1)).toEqual(['1 guest', enPlanner.guestReplyOne]);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['a fraction', '2500.5'],
  ])('says the budget is not valid when it is %s', async (_, value) => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Number of guests'), '80');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    if (value) await user.type(await screen.findByLabelText('Budget (TZS)'), value);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(lastBotLine()).toBe('Enter a valid budget.');
    expect(usePlanner.getState()).toMatchObject({ step: 1, budget: null });
  });

  it('takes any positive budget (the 1000 minimum is only the input’s), then offers the catering styles', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Number of guests'), '80');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await user.type(await screen.findByLabelText('Budget (TZS)'), '500');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(conversation().slice(-2)).toEqual([
      'TZS 500',
      'A budget of TZS 500, noted. Which catering style would you like? Prices are per guest.',
    ]);
    const styles = within(screen.getByRole('group', { name: 'Catering style' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(styles).toEqual([
      'Ndafu and BarbecueTZS 4,000 per person',
      'Buffet / Traditional MenuTZS 3,000 per person',
      'CakeTZS 800 per person',
      'Soft DrinksTZS 500 per person',
    ]);
  });

  it('takes a catering style and offers the extras as toggles with their prices', async () => {
    const { user } = renderPanel();
    await planUpToExtras(user);
    expect(conversation().slice(-2)).toEqual([
      'Buffet / Traditional Menu',
      'Buffet / Traditional Menu, a good choice. Would you like any extras? Tap to add or remove them, then Show options.',
    ]);
    const extras = within(screen.getByRole('group', { name: 'Extras (optional)' })).getAllByRole('button');
    expect(extras).toHaveLength(10);
    const sound = screen.getByRole('button', { name: /^Sound System/ });
    expect(sound.textContent).toBe('Sound SystemTZS 80,000');
    expect(sound.getAttribute('aria-pressed')).toBe('false');

    await user.click(sound);
    await user.click(screen.getByRole('button', { name: /^Tents/ }));
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    expect(usePlanner.getState().extras).toEqual(['sound', 'tents']);
    await user.click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    expect(usePlanner.getState().extras).toEqual(['tents']);
  });

  describe('Show options', () => {
    async function atExtras() {
      const rendered = renderPanel();
      await planUpToExtras(rendered.user);
      await rendered.user.click(screen.getByText('Change guests, budget or catering'));
      return rendered;
    }

    it('asks for the guest count first when it was emptied', async () => {
      const { user } = await atExtras();
      await user.clear(screen.getByLabelText('Number of guests'));
      await user.clear(screen.getByLabelText('Budget (TZS)'));
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(lastBotLine()).toBe('Provide guest count first.');
      expect(usePlanner.getState()).toMatchObject({ step: 3, guests: null, budget: null });
      // Opened again by itself, with the missing field to fill.
      const guests = await screen.findByLabelText('Number of guests');
      await waitFor(() => expect(document.activeElement).toBe(guests));
    });

    it('says a wrong guest count is not valid', async () => {
      const { user } = await atExtras();
      await user.clear(screen.getByLabelText('Number of guests'));
      await user.type(screen.getByLabelText('Number of guests'), '0');
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(lastBotLine()).toBe('Please enter a valid guest count.');
    });

    it('asks for the budget next', async () => {
      const { user } = await atExtras();
      await user.clear(screen.getByLabelText('Budget (TZS)'));
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(lastBotLine()).toBe('Provide budget first.');
      expect(usePlanner.getState()).toMatchObject({ guests: 80, budget: null });
    });

    it('asks for a catering style last', async () => {
      const { user } = await atExtras();
      await user.selectOptions(screen.getByLabelText('Catering style'), '');
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(lastBotLine()).toBe('Choose catering style.');
      expect(usePlanner.getState().catering).toBeNull();
    });

    it('says when no options can be computed', async () => {
      stubServer({ catalogue: jsonResponse({ ...catalogueAnswer, venues: [] }) });
      const { user, queryClient } = renderPanel();
      await waitFor(() => expect(queryClient.getQueryData(['planner', 'catalogue'])).toBeTruthy());
      await planUpToExtras(user);
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(lastBotLine()).toBe('No options computed. Change budget or guests.');
      expect(usePlanner.getState().step).toBe(3);
    });

    it('shows options with the changed plan', async () => {
      const { user } = await atExtras();
      await user.clear(screen.getByLabelText('Number of guests'));
      await user.type(screen.getByLabelText('Number of guests'), '120');
      await user.click(screen.getByRole('button', { name: 'Show options' }));
      expect(
        await screen.findByText(
          'Here are the 10 cheapest options for 120 guests and your budget of TZS 1,500,000:',
        ),
      ).toBeTruthy();
      expect(usePlanner.getState()).toMatchObject({ step: 4, guests: 120 });
    });
  });

  it('Reset clears the conversation and the plan and starts again at the guest count', async () => {
    const { user } = renderPanel();
    await planUpToExtras(user);
    await user.click(screen.getByRole('button', { name: /^Sound System/ }));
    vi.spyOn(Math, 'random').mockReturnValue(0.1);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(conversation()).toEqual([enPlanner.greetings[10]]);
    expect(usePlanner.getState()).toMatchObject({
      step: 0,
      guests: null,
      budget: null,
      catering: null,
      extras: [],
      selected: null,
    });
    expect(await screen.findByLabelText('Number of guests')).toBeTruthy();
  });

  it('speaks Swahili, with shillings as TSh', async () => {
    await act(() => i18next.changeLanguage('sw'));
    const { user } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Msaidizi Mahiri wa Mipango' })).toBeTruthy();
    expect(conversation()).toEqual([swPlanner.greetings[50]]);

    await user.click(screen.getByRole('button', { name: 'Weka' }));
    expect(lastBotLine()).toBe('Tafadhali weka idadi sahihi ya wageni.');
    await user.type(await screen.findByLabelText('Idadi ya wageni'), '150');
    await user.click(screen.getByRole('button', { name: 'Weka' }));
    expect(conversation().slice(-2)).toEqual([
      'Wageni 150',
      (swPlanner.guestReplies[50] as string).replace('{{count}}', '150'),
    ]);
    await user.type(await screen.findByLabelText('Bajeti (TSh)'), '2500000');
    await user.click(screen.getByRole('button', { name: 'Weka' }));
    expect(conversation().at(-2)).toBe('TSh 2,500,000');
    expect(screen.getByRole('button', { name: /^Ndafu na Nyama Choma/ }).textContent).toBe(
      'Ndafu na Nyama ChomaTSh 4,000 kwa mtu',
    );
    await user.click(screen.getByRole('button', { name: 'Anza upya' }));
    expect(conversation()).toHaveLength(1);
  });
});
