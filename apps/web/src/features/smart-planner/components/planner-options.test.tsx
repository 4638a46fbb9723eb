import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { resetPlannerStore, usePlanner } from '../planner-store.ts';
import {
  calledUrls,
  conversation,
  listing,
  planUpToExtras,
  renderPanel,
  stubMotion,
  stubServer,
} from '../planner-test-helpers.tsx';

let fetchMock: Mock;
beforeEach(() => {
  stubMotion('reduce');
  fetchMock = stubServer();
});

afterEach(() => {
  resetPlannerStore();
  vi.unstubAllGlobals();
});

async function showOptions(plan: Parameters<typeof planUpToExtras>[1] = {}, extras: RegExp[] = []) {
  const rendered = renderPanel();
  await planUpToExtras(rendered.user, plan);
  for (const extra of extras) await rendered.user.click(screen.getByRole('button', { name: extra }));
  await rendered.user.click(screen.getByRole('button', { name: 'Show options' }));
  await screen.findAllByRole('button', { name: 'Select' });
  return rendered;
}

function cards() {
  const estimate = screen.getByText(/cheapest options? for/).parentElement as HTMLElement;
  return within(within(estimate).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
}

describe('the options', () => {
  it('lists the ten cheapest, each with its capacity, parts, total, a budget tag and Select', async () => {
    // 80 guests at 3,000 = 240,000 for catering; sound 80,000 + tents 120,000 = 200,000 of extras.
    await showOptions({ guests: '80', budget: '800000' }, [/^Sound System/, /^Tents/]);
    expect(conversation().at(-1)).toBe('Show options');
    expect(
      screen.getByText('Here are the 10 cheapest options for 80 guests and your budget of TZS 800,000:'),
    ).toBeTruthy();
    const list = cards();
    expect(list).toHaveLength(10);

    const first = within(list[0] as HTMLElement);
    expect(first.getByText('Venue for 10 guests')).toBeTruthy();
    expect(first.getByText('TZS 50,000')).toBeTruthy();
    expect(first.getByText('Buffet / Traditional Menu, TZS 3,000 per person')).toBeTruthy();
    expect(first.getByText('Sound System, Tents (TZS 200,000)')).toBeTruthy();
    expect(first.getByText('TZS 490,000')).toBeTruthy(); // 50,000 + 240,000 + 200,000
    expect(first.getByText('Within budget')).toBeTruthy();
    expect(first.getByText('Too small for 80 guests')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Select' }).getAttribute('aria-describedby')).toBe(
      first.getByText('Venue for 10 guests').id,
    );

    // 80 seats hold everyone: no warning. 90 seats: 360,000 + 440,000 = 800,000, exactly the budget.
    const eighty = within(list[7] as HTMLElement);
    expect(eighty.getByText('Venue for 80 guests')).toBeTruthy();
    expect(eighty.queryByText(/Too small/)).toBeNull();
    const ninety = within(list[8] as HTMLElement);
    expect(ninety.getByText('TZS 800,000')).toBeTruthy();
    expect(ninety.getByText('Within budget')).toBeTruthy();
    const hundred = within(list[9] as HTMLElement);
    expect(hundred.getByText('Venue for 100 guests')).toBeTruthy();
    expect(hundred.getByText('Over budget')).toBeTruthy();

    expect(list.map((card) => within(card).queryByText(/Too small/) !== null)).toEqual([
      ...Array(7).fill(true),
      ...Array(3).fill(false),
    ]);
  });

  it('says None when no extras are chosen', async () => {
    await showOptions();
    expect(within(cards()[0] as HTMLElement).getByText('None')).toBeTruthy();
  });

  it('Select marks the option, says what was chosen and opens the venue search', async () => {
    const { user } = await showOptions({ guests: '80', budget: '800000' });
    const list = cards();
    await user.click(within(list[8] as HTMLElement).getByRole('button', { name: 'Select' }));

    expect(conversation().slice(-2)).toEqual([
      'The venue for 90 guests',
      "Good choice: the venue for 90 guests, TZS 600,000 in all. Now let's look for real places: choose a city and a kind of venue, then Search.",
    ]);
    expect(within(list[8] as HTMLElement).getByText('Selected')).toBeTruthy();
    expect(usePlanner.getState()).toMatchObject({ step: 6, selected: { capacity: 90 } });

    const city = (await screen.findByLabelText('City')) as HTMLSelectElement;
    expect(Array.from(city.options).map((option) => [option.value, option.text])).toEqual([
      ['Moshi', 'Moshi'],
      ['Arusha', 'Arusha'],
      ['DarEsSalaam', 'Dar es Salaam'],
      ['Dodoma', 'Dodoma'],
      ['Mwanza', 'Mwanza'],
      ['Zanzibar', 'Zanzibar'],
    ]);
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(Array.from(category.options).map((option) => option.text)).toEqual([
      'Hotels',
      'Halls',
      'Wedding Venues',
    ]);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(city));
  });

  it('shows first the venues that hold a large party, and is honest when a too-small one is chosen', async () => {
    // 150 guests: the ten cheapest are the 10 to 120 seat venues, none holds everyone.
    const { user } = await showOptions({ guests: '150', budget: '2000000' });
    const small = screen.getByRole('region', { name: 'The cheapest options, all too small for 150 guests' });
    const smallCards = within(small).getAllByRole('listitem');
    expect(smallCards.map((card) => within(card).queryByText('Too small for 150 guests') !== null)).toEqual(
      Array(10).fill(true),
    );
    // Never a green "Within budget" on a venue the party does not fit in.
    for (const mark of within(small).getAllByText('Within budget'))
      expect(mark.className).not.toMatch(/green/);
    const roomy = screen.getByRole('region', { name: 'Venues that hold 150 guests' });
    // The venues that hold everyone come first.
    expect(roomy.compareDocumentPosition(small) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const roomyCards = within(roomy).getAllByRole('listitem');
    expect(roomyCards.map((card) => within(card).getByText(/^Venue for/).textContent)).toEqual([
      'Venue for 150 guests',
      'Venue for 200 guests',
    ]);
    expect(within(roomyCards[0] as HTMLElement).getByText('TZS 1,050,000')).toBeTruthy(); // 600,000 + 150 × 3,000
    expect(within(roomy).queryByText(/Too small/)).toBeNull();

    await user.click(within(smallCards[0] as HTMLElement).getByRole('button', { name: 'Select' }));
    const reply = conversation().at(-1) ?? '';
    expect(reply).toContain('too small for 150 guests');
    expect(reply).not.toMatch(/Good choice/);

    await user.click(within(roomyCards[1] as HTMLElement).getByRole('button', { name: 'Select' }));
    expect(conversation().at(-1)).toMatch(/^Good choice: the venue for 200 guests, TZS 1,250,000 in all/);
  });

  it('adds no separate list when the ten hold the guests', async () => {
    await showOptions({ guests: '80', budget: '800000' });
    expect(screen.queryByRole('region', { name: /Venues that hold/ })).toBeNull();
  });

  it('Change the plan goes back to the extras, and options can be shown again', async () => {
    const { user } = await showOptions();
    await user.click(screen.getByRole('button', { name: 'Change the plan' }));
    await user.click(screen.getByRole('button', { name: /^MC \/ Host/ }));
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    await waitFor(() => expect(screen.getAllByText(/cheapest options for/)).toHaveLength(2));
    expect(screen.getAllByText('MC / Host (TZS 90,000)')).toHaveLength(10);
  });

  it('prices with the server’s tables once they arrive', async () => {
    fetchMock = stubServer({
      catalogue: jsonResponse({
        venues: [{ capacity: 100, priceTzs: 1_000_000 }],
        catering: [{ key: 'buffet', en: 'Buffet', sw: 'Bufee', perPersonTzs: 10_000 }],
        extras: [],
        updatedAt: '2025-06-17T08:00:00.000Z',
      }),
    });
    const { user, queryClient } = renderPanel();
    await waitFor(() => expect(queryClient.getQueryData(['planner', 'catalogue'])).toBeTruthy());
    await planUpToExtras(user, { guests: '100', budget: '2000000', catering: /^Buffet/ });
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(
      await screen.findByText('Here is the cheapest option for 100 guests and your budget of TZS 2,000,000:'),
    );
    expect(within(cards()[0] as HTMLElement).getByText('TZS 2,000,000')).toBeTruthy();
  });

  it('works on the spec’s tables when the server’s cannot be had', async () => {
    stubServer({ catalogue: refusalResponse(500, 'internal', 'server.internal') });
    await showOptions();
    expect(cards()).toHaveLength(10);
  });
});

describe('what the market charges beside each estimate', () => {
  const range = (count: number, lowestTzs: number | null, medianTzs: number | null) => ({
    count,
    lowestTzs,
    medianTzs,
  });
  it('shows, per option, what venues of its size cost in the chosen city, and the catering and extras too', async () => {
    stubServer({
      marketPrices: (query) =>
        jsonResponse({
          city: query.get('city'),
          venues: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 150, 200].map((capacity) => ({
            capacity,
            ...(query.get('city') === 'Arusha'
              ? range(0, null, null)
              : range(3, capacity * 10_000, capacity * 12_000)),
          })),
          catering: [{ key: 'buffet', ...range(2, 15_000, 18_000) }],
          extras: [{ key: 'sound', ...range(1, 250_000, 250_000) }],
        }),
    });
    fetchMock = vi.mocked(fetch) as unknown as Mock;
    const { user } = await showOptions({ guests: '80', budget: '800000' }, [/^Sound System/]);

    const first = within(cards()[0] as HTMLElement);
    expect((await first.findByText(/listings in Moshi/)).parentElement?.textContent).toBe(
      'Venues for 10+ guests: 3 listings in Moshi, from TZS 100,000, typically TZS 120,000',
    );
    expect(screen.getByText(/per person, typically/).parentElement?.textContent).toBe(
      'Buffet / Traditional Menu: 2 listings in Moshi, from TZS 15,000 per person, typically TZS 18,000',
    );
    expect(screen.getByText(/^1 listing in Moshi/).parentElement?.textContent).toBe(
      'Sound System: 1 listing in Moshi, TZS 250,000',
    );

    await user.selectOptions(screen.getByLabelText('Prices on Sherehe in'), 'Arusha');
    expect(await first.findByText('no listings in Arusha yet')).toBeTruthy();
    expect(calledUrls(fetchMock)).toContain('/api/v1/listings/price-ranges?city=Arusha');
  });

  it('leaves the estimate as it is when the prices cannot be had', async () => {
    await showOptions();
    expect(cards()).toHaveLength(10);
    expect(screen.queryByText(/listings? in Moshi/)).toBeNull();
  });
});

describe('Sherehe’s own listings beside the options', () => {
  it('shows venues for every guest and caterers of the chosen style, linked to their pages', async () => {
    stubServer({
      listings: (query) =>
        jsonResponse({
          listings:
            query.get('category') === 'venues'
              ? [listing()]
              : [
                  listing({
                    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
                    title: 'Buffet ya Harusi / Wedding buffet',
                    category: 'catering',
                    priceTzs: 18_000,
                    priceUnit: 'person',
                    capacity: null,
                  }),
                ],
          nextCursor: null,
        }),
    });
    fetchMock = vi.mocked(fetch) as unknown as Mock;
    await showOptions({ guests: '80', budget: '1500000' });

    const venues = await screen.findByRole('region', { name: 'Venues on Sherehe for 80 guests or more' });
    const hall = within(venues).getByRole('link', { name: /Wedding hall in Kiboriloni/ });
    expect(hall.getAttribute('href')).toBe('/event-planners/products/0b7c8a3e-5f1d-4c2b-9a6e-1d2c3b4a5f60');
    expect(hall.textContent).toContain('Kilimanjaro Events · Moshi · Up to 300 guests');
    expect(hall.textContent).toContain('TZS 1,200,000 per event');
    const caterers = screen.getByRole('region', { name: 'Buffet / Traditional Menu on Sherehe' });
    expect(within(caterers).getByRole('link', { name: /Wedding buffet/ }).textContent).toContain(
      'TZS 18,000 per person',
    );

    const searches = calledUrls(fetchMock)
      .filter((url) => url.startsWith('/api/v1/listings?'))
      .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
    expect(searches).toContainEqual({ category: 'venues', minCapacity: '80', limit: '3' });
    expect(searches).toContainEqual({ category: 'catering', q: 'buffet', limit: '3' });
  });

  it('stays quiet when the searches fail or find nothing', async () => {
    stubServer({
      listings: (query) =>
        query.get('category') === 'venues'
          ? refusalResponse(500, 'internal', 'server.internal')
          : jsonResponse({ listings: [], nextCursor: null }),
    });
    fetchMock = vi.mocked(fetch) as unknown as Mock;
    await showOptions();
    await waitFor(() =>
      expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/v1/listings?'))).toHaveLength(2),
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/^(Venues|Buffet .*) on Sherehe/)).toBeNull();
  });

  it('closes the chat when a listing is opened on a phone, where the chat covers the page', async () => {
    stubServer({ listings: () => jsonResponse({ listings: [listing()], nextCursor: null }) });
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)' || query === '(max-width: 639px)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const onClose = vi.fn();
    const { user } = renderPanel({ onClose });
    await planUpToExtras(user);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    const venues = await screen.findByRole('region', { name: 'Venues on Sherehe for 80 guests or more' });
    await user.click(within(venues).getByRole('link'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
