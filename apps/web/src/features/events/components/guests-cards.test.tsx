// The Guests tab's cards: card types, sending cards to guests ticked, a guest's card and its actions, the card and
// answer filters, and the answers by side with their reminder; for the roles that may and may not change them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import {
  aminaGuest,
  CARD_TOKEN,
  CARD_TYPE,
  CARD_TYPE_2,
  EVENT,
  type FakeRequest,
  fakeEventServer,
  GUEST,
  GUEST_2,
  guestsPage,
} from '../manage-test-fixtures.ts';
import { ManageEventPage } from '../pages/manage-event-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(neema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const renderTab = (tab = 'guests') =>
  renderRoutes(
    [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
    `/event-planners/events/${EVENT}?tab=${tab}`,
  );

const guestRow = async (name: string) =>
  (await screen.findByText(name, { selector: 'th span' })).closest('tr') as HTMLElement;

const posts = (seen: FakeRequest[], ending: string) =>
  seen.filter((request) => request.method === 'POST' && request.url.pathname.endsWith(ending));

describe('card types', () => {
  it('lists each type with its seats, its rule in words and its cards; a member only reads them', async () => {
    fakeEventServer(fetchMock, 'member');
    renderTab();
    const panel = await screen.findByRole('region', { name: 'Invitation cards' });
    const double = await within(panel).findByText('Double');
    expect(double.closest('li')?.textContent).toBe('Double2 seatsSent at once0 waiting · 24 sent');
    expect(panel.querySelector('[data-card-type="VIP"]')?.textContent).toBe(
      'VIP1 seatAfter TZS 500,000 is paid6 waiting · 6 sent',
    );
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('adds, changes and removes a type, and words a refusal', async () => {
    let nameTaken = true;
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) => {
      if (!url.pathname.includes('/card-types')) return undefined;
      if (method === 'POST') {
        return nameTaken
          ? refusalResponse(409, 'conflict', 'card_type.name_taken')
          : jsonResponse(
              {
                id: CARD_TYPE_2,
                name: 'Family',
                seats: 4,
                rule: 'pledge_paid',
                amountTzs: null,
                cards: { waiting: 0, sent: 0 },
              },
              201,
            );
      }
      if (method === 'PATCH') return jsonResponse({});
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderTab();
    const panel = await screen.findByRole('region', { name: 'Invitation cards' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add card type' }));
    let dialog = screen.getByRole('dialog', { name: 'Add card type' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Family');
    const seats = within(dialog).getByLabelText('Seats on a card');
    await userEvent.clear(seats);
    await userEvent.type(seats, '4');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Once the guest has paid an amount' }));
    await userEvent.type(within(dialog).getByLabelText('Amount paid (TZS)'), '150,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add card type' }));
    expect(
      await within(dialog).findByText('This event already has a card type with that name.'),
    ).toBeTruthy();
    expect(posts(seen, '/card-types')[0]?.body).toEqual({
      name: 'Family',
      seats: 4,
      rule: 'pledge_amount',
      amountTzs: 150_000,
    });

    await i18next.changeLanguage('sw');
    expect(
      await within(dialog).findByText('Tukio hili tayari lina aina ya kadi yenye jina hilo.'),
    ).toBeTruthy();
    await i18next.changeLanguage('en');

    nameTaken = false;
    await userEvent.click(
      within(dialog).getByRole('radio', { name: "Once the guest's pledge is paid in full" }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add card type' }));
    expect(await screen.findByText('Family is added.')).toBeTruthy();
    expect(posts(seen, '/card-types')[1]?.body).toEqual({
      name: 'Family',
      seats: 4,
      rule: 'pledge_paid',
      amountTzs: null,
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Change VIP' }));
    dialog = screen.getByRole('dialog', { name: 'Change VIP' });
    const amount = within(dialog).getByLabelText('Amount paid (TZS)') as HTMLInputElement;
    expect(amount.value).toBe('500,000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('VIP is changed.')).toBeTruthy();
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/events/${EVENT}/card-types/${CARD_TYPE_2}`);
    expect(patch?.body).toEqual({ name: 'VIP', seats: 1, rule: 'pledge_amount', amountTzs: 300_000 });

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Double' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove the card type Double?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove card type' }));
    expect(await screen.findByText('Double is removed.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'DELETE')?.url.pathname).toBe(
      `/api/v1/events/${EVENT}/card-types/${CARD_TYPE}`,
    );
  });

  it('says why a type in use cannot be removed, in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeEventServer(fetchMock, 'host', ({ method }) =>
      method === 'DELETE' ? refusalResponse(409, 'conflict', 'card_type.in_use') : undefined,
    );
    renderTab();
    const panel = await screen.findByRole('region', { name: 'Kadi za mwaliko' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Ondoa Double' }));
    const confirm = screen.getByRole('dialog', { name: 'Ondoa aina ya kadi Double?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ondoa aina ya kadi' }));
    expect(
      await within(confirm).findByText(
        'Kadi za aina hii zimeshatengenezwa; zifute kwanza kabla ya kuondoa aina hii.',
      ),
    ).toBeTruthy();
  });
});

describe('sending cards', () => {
  const answer = { sent: 3, waiting: 2, withoutPhone: 1, alreadyCarded: 1 };

  it('sends a type to the guests ticked and sums up what happened, in English and Swahili', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/cards') ? jsonResponse(answer, 201) : undefined,
    );
    renderTab();
    const mzee = await guestRow('Mzee Saidi');
    const bar = screen.getByRole('region', { name: 'Send cards' });
    expect(within(bar).getByText('Tick guests in the list to send them cards.')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Send cards' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(mzee).getByRole('checkbox', { name: 'Select Mzee Saidi' }));
    expect(within(bar).getByText('1 guest selected')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Select all shown' }));
    expect(within(bar).getByText('2 guests selected')).toBeTruthy();

    // No type chosen yet: said at the choice, nothing sent.
    await userEvent.click(within(bar).getByRole('button', { name: 'Send cards' }));
    expect(within(bar).getAllByText('Choose a card type').length).toBeGreaterThan(1);
    expect(posts(seen, '/cards')).toEqual([]);

    await userEvent.selectOptions(
      within(bar).getByRole('combobox', { name: 'Card type' }),
      'VIP · 1 seat · After TZS 500,000 is paid',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Send cards' }));
    const summary = await within(bar).findByRole('status');
    expect(summary.textContent).toBe(
      'Cards made: 3 sent, 2 waiting for their pledge, 1 without a phone (hand it over), 1 already has a card.',
    );
    const post = posts(seen, '/cards')[0];
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/cards`);
    expect(post?.body).toEqual({ guestIds: [GUEST_2, GUEST], typeId: CARD_TYPE_2 });
    // Sent: the ticks go.
    expect(within(bar).getByText('Tick guests in the list to send them cards.')).toBeTruthy();

    await i18next.changeLanguage('sw');
    await waitFor(() =>
      expect(summary.textContent).toBe(
        'Kadi zilizotengenezwa: Kadi 3 zimetumwa, 2 zinasubiri ahadi zilipwe, 1 bila simu (mkabidhi kwa mkono), 1 tayari ana kadi.',
      ),
    );
  });

  it('words a refusal to send, and leaves the ticks', async () => {
    fakeEventServer(fetchMock, 'host', ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/cards')
        ? refusalResponse(422, 'business_rule', 'card.event_past')
        : undefined,
    );
    await i18next.changeLanguage('sw');
    renderTab();
    const amina = await guestRow('Amina Juma');
    await userEvent.click(within(amina).getByRole('checkbox', { name: 'Chagua Amina Juma' }));
    const bar = screen.getByRole('region', { name: 'Tuma kadi' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Aina ya kadi' }), CARD_TYPE);
    await userEvent.click(within(bar).getByRole('button', { name: 'Tuma kadi' }));
    expect(await within(bar).findByText('Tukio limeshapita.')).toBeTruthy();
    expect(within(bar).getByText('Mgeni 1 amechaguliwa')).toBeTruthy();
  });
});

describe("a guest's card in the list", () => {
  it('shows the card and the answer in the row, and lets a member copy, open and download it, nothing more', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeEventServer(fetchMock, 'member');
    renderTab();
    const amina = await guestRow('Amina Juma');
    expect(amina.querySelector('[data-card-status="sent"]')?.textContent).toBe('Sent');
    expect(amina.textContent).toContain('Double');
    expect(amina.textContent).toContain('K7P2QXAB');
    expect(amina.textContent).toContain('Coming with 2');
    const mzee = await guestRow('Mzee Saidi');
    expect(mzee.textContent).toContain('No card');
    expect(within(mzee).queryByRole('checkbox')).toBeNull();

    await userEvent.click(within(amina).getByRole('button', { name: /Amina Juma's card/ }));
    const dialog = screen.getByRole('dialog', { name: "Amina Juma's card" });
    expect(within(dialog).getByText('20 Nov 2026, 12:30')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`https://sherehe.example/event-planners/c/${CARD_TOKEN}`);
    expect(within(dialog).getByRole('link', { name: 'Open the card' }).getAttribute('href')).toBe(
      `/event-planners/c/${CARD_TOKEN}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Download the card (PNG)' }).getAttribute('href')).toBe(
      `/api/v1/public/cards/${CARD_TOKEN}/card.png`,
    );
    expect(within(dialog).queryByRole('button', { name: /Text it again|Revoke/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Send cards' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remind those who have not answered' })).toBeNull();
  });

  it('texts a card again and revokes one after asking, for those who keep the list', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) =>
      method === 'POST' && url.pathname.includes('/card/') ? jsonResponse(aminaGuest.card) : undefined,
    );
    renderTab();
    const amina = await guestRow('Amina Juma');
    await userEvent.click(within(amina).getByRole('button', { name: /Amina Juma's card/ }));
    let dialog = screen.getByRole('dialog', { name: "Amina Juma's card" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Text it again' }));
    expect(await screen.findByText("Amina Juma's card is texted again.")).toBeTruthy();
    expect(posts(seen, '/card/resend')[0]?.url.pathname).toBe(
      `/api/v1/events/${EVENT}/guests/${GUEST}/card/resend`,
    );

    await userEvent.click(within(amina).getByRole('button', { name: /Amina Juma's card/ }));
    dialog = screen.getByRole('dialog', { name: "Amina Juma's card" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke card' }));
    const confirm = screen.getByRole('dialog', { name: "Revoke Amina Juma's card?" });
    expect(posts(seen, '/card/revoke')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke card' }));
    expect(await screen.findByText("Amina Juma's card is revoked.")).toBeTruthy();
    expect(posts(seen, '/card/revoke')[0]?.url.pathname).toBe(
      `/api/v1/events/${EVENT}/guests/${GUEST}/card/revoke`,
    );
  });

  it('offers no second text for a guest without a phone', async () => {
    fakeEventServer(fetchMock, 'host', ({ url }) =>
      url.pathname.endsWith('/guests')
        ? jsonResponse({
            ...guestsPage([{ ...aminaGuest, phone: null }]),
          })
        : undefined,
    );
    renderTab();
    const amina = await guestRow('Amina Juma');
    await userEvent.click(within(amina).getByRole('button', { name: /Amina Juma's card/ }));
    const dialog = screen.getByRole('dialog', { name: "Amina Juma's card" });
    expect(within(dialog).getByText(/This guest has no phone/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Text it again' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Revoke card' })).toBeTruthy();
  });
});

describe('filters and answers', () => {
  it('sends the card and answer filters to the server', async () => {
    const seen = fakeEventServer(fetchMock, 'member');
    renderTab();
    await guestRow('Amina Juma');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Card' }), 'Waiting');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Answer' }), 'No answer yet');
    const lists = seen.filter(
      (request) => request.method === 'GET' && request.url.pathname.endsWith('/guests'),
    );
    await waitFor(() =>
      expect(lists.at(-1)?.url.search).toBe('?card=waiting&rsvp=none&sort=name&dir=asc&limit=50'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Card' }), 'No card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Answer' }), 'Coming');
    await waitFor(() =>
      expect(seen.filter((request) => request.url.pathname.endsWith('/guests')).at(-1)?.url.search).toBe(
        '?card=none&rsvp=yes&sort=name&dir=asc&limit=50',
      ),
    );
  });

  it('shows the answers by side and reminds those who have not answered', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/cards/remind') ? jsonResponse({ reminded: 8 }) : undefined,
    );
    renderTab();
    const answers = await screen.findByRole('region', { name: 'Answers' });
    expect(within(answers).getByText('Cards: 30 sent, 6 waiting for a pledge.')).toBeTruthy();
    const row = (key: string) =>
      [...(answers.querySelector(`[data-answers="${key}"]`)?.children ?? [])].map((cell) => cell.textContent);
    expect(row('bride')).toEqual(["Bride's", '10', '18', '2', '4']);
    expect(row('all')).toEqual(['All sides', '19', '31', '3', '8']);
    await userEvent.click(
      within(answers).getByRole('button', { name: 'Remind those who have not answered' }),
    );
    expect(await screen.findByText('8 guests reminded to answer.')).toBeTruthy();
    expect(posts(seen, '/cards/remind')[0]?.url.pathname).toBe(`/api/v1/events/${EVENT}/cards/remind`);
  });

  it('words the reminder in Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeEventServer(fetchMock, 'host', ({ method }) =>
      method === 'POST' ? jsonResponse({ reminded: 1 }) : undefined,
    );
    renderTab();
    const answers = await screen.findByRole('region', { name: 'Majibu' });
    await userEvent.click(within(answers).getByRole('button', { name: 'Wakumbushe ambao hawajajibu' }));
    expect(await screen.findByText('Mgeni 1 amekumbushwa kujibu.')).toBeTruthy();
  });
});
