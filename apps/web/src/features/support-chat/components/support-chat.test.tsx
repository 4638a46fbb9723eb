import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { useTestingLibraryFakeTimers } from '../../../test/fake-timers.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import { SupportChat } from './support-chat.tsx';

const GREETING = 'Hello, what can we help you with today?';
const TYPING = 'Customer Support is typing…';

let windowOpen: ReturnType<typeof vi.fn>;

// The panel and the query cache that comes with it are lazy chunks; load them once up front so fake time does not
// race a real module import (on a busy machine the first opening could otherwise outlast findByRole's wait).
beforeAll(() => Promise.all([import('./support-chat-panel.tsx'), import('../../../lib/query-scope.tsx')]));

beforeEach(() => {
  useTestingLibraryFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(siteConfigFixture)),
  );
  windowOpen = vi.fn(() => null);
  vi.stubGlobal('open', windowOpen);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderChat({ configLoaded = true, config = siteConfigFixture } = {}) {
  const queryClient = createTestQueryClient();
  if (configLoaded) queryClient.setQueryData(siteConfigQuery.queryKey, config);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(<SupportChat />, { queryClient });
  return { user };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open customer support chat' }));
  await screen.findByRole('dialog', { name: 'Customer Support' }); // the chat loads on its first opening
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function messages() {
  return Array.from(screen.getByRole('log').querySelectorAll('p')).map((bubble) => bubble.textContent);
}

const HANDOFF = 'The conversation continues on WhatsApp, where our team replies.';
/** Support answers 08:00–20:00 in Dar es Salaam. */
const dayShift = { ...siteConfigFixture, supportHours: { opens: '08:00', closes: '20:00' } };

describe('SupportChat', () => {
  it('shows the typing indicator, then after 3000 ms the greeting as the only message', async () => {
    const { user } = renderChat();
    await openChat(user);

    expect(screen.getByRole('dialog', { name: 'Customer Support' })).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByPlaceholderText('Type a message...')).toBeTruthy();
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(TYPING)).toBeTruthy();
    expect(messages()).toEqual([]);

    advance(2999);
    expect(screen.queryByText(GREETING)).toBeNull();
    advance(1);
    expect(screen.queryByText(TYPING)).toBeNull();
    expect(messages()).toEqual([GREETING]);
  });

  it('ignores an empty or whitespace-only draft', async () => {
    const { user } = renderChat();
    await openChat(user);
    advance(3000);

    const input = screen.getByLabelText('Your message');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(input, '    {Enter}');

    expect(windowOpen).not.toHaveBeenCalled();
    expect(messages()).toEqual([GREETING]);
  });

  it('appends the untrimmed message and opens WhatsApp with the trimmed, encoded text', async () => {
    const { user } = renderChat();
    await openChat(user);
    advance(3000);

    const input = screen.getByLabelText('Your message') as HTMLInputElement;
    await user.type(input, '  Bei ya ukumbi & chakula?  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(windowOpen).toHaveBeenCalledWith(
      'https://wa.me/255754123456?text=Bei%20ya%20ukumbi%20%26%20chakula%3F',
      '_blank',
      'noopener',
    );
    expect(messages()).toEqual([GREETING, '  Bei ya ukumbi & chakula?  ']);
    expect(input.value).toBe('');

    await user.type(input, 'Asante{Enter}');
    expect(windowOpen).toHaveBeenLastCalledWith(
      'https://wa.me/255754123456?text=Asante',
      '_blank',
      'noopener',
    );
    expect(messages()).toEqual([GREETING, '  Bei ya ukumbi & chakula?  ', 'Asante']);
    advance(10_000);
    expect(messages()).toHaveLength(3); // no bot reply follows
  });

  it('empties the conversation on close and types again on the next opening', async () => {
    const { user } = renderChat();
    await openChat(user);
    advance(3000);
    await user.type(screen.getByLabelText('Your message'), 'Habari{Enter}');

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open customer support chat' }));

    await openChat(user);
    expect(screen.getByText(TYPING)).toBeTruthy();
    expect(messages()).toEqual([]);
    advance(3000);
    expect(messages()).toEqual([GREETING]);
  });

  it('forgets the pending greeting when closed early', async () => {
    const { user } = renderChat();
    await openChat(user);
    advance(1000);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await openChat(user);
    advance(2000); // the first opening's timer would have fired here
    expect(screen.getByText(TYPING)).toBeTruthy();
    expect(messages()).toEqual([]);
    advance(1000);
    expect(messages()).toEqual([GREETING]);
  });

  it('greets in Swahili', async () => {
    await act(() => i18next.changeLanguage('sw'));
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Fungua gumzo la huduma kwa wateja' }));
    expect(screen.getByRole('dialog', { name: 'Huduma kwa Wateja' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Andika ujumbe...')).toBeTruthy();
    advance(3000);
    expect(messages()).toEqual(['Habari, tukusaidie nini leo?']);
  });

  it('keeps Send disabled and ignores Enter until the support number has loaded', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderChat({ configLoaded: false });
    await openChat(user);
    advance(3000);

    const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Your message') as HTMLInputElement;
    expect(send.disabled).toBe(true);
    await user.type(input, 'Habari{Enter}');
    expect(windowOpen).not.toHaveBeenCalled();
    expect(messages()).toEqual([GREETING]);
    expect(input.value).toBe('Habari'); // kept, to send once support can be reached
    expect(screen.queryByRole('status')).toBeNull(); // still loading: nothing to apologise for yet

    act(() => answer(jsonResponse(siteConfigFixture)));
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.type(input, '{Enter}');
    expect(windowOpen).toHaveBeenCalledWith('https://wa.me/255754123456?text=Habari', '_blank', 'noopener');
    expect(messages()).toEqual([GREETING, 'Habari']);
  });

  it('says support cannot be reached when the site config failed, and sends nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusalResponse(500, 'internal', 'server.internal')),
    );
    const { user } = renderChat({ configLoaded: false });
    await openChat(user);
    advance(3000);

    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(
      "Support can't be reached right now. Please try again later, or use the e-mail address or phone numbers at the bottom of the page.",
    );
    const input = screen.getByLabelText('Your message');
    expect(input.getAttribute('aria-describedby')).toBe(note.id);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, 'Habari{Enter}');
    expect(windowOpen).not.toHaveBeenCalled();
    expect(messages()).toEqual([GREETING]);
  });

  it('says so in Swahili too', async () => {
    await act(() => i18next.changeLanguage('sw'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusalResponse(500, 'internal', 'server.internal')),
    );
    const { user } = renderChat({ configLoaded: false });
    await user.click(screen.getByRole('button', { name: 'Fungua gumzo la huduma kwa wateja' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Huduma kwa wateja haipatikani kwa sasa. Tafadhali jaribu tena baadaye, au tumia barua pepe au namba za simu zilizo chini ya ukurasa.',
    );
  });

  it('says after Send that the conversation continues on WhatsApp, with a link there in case it did not open', async () => {
    const { user } = renderChat();
    await openChat(user);
    advance(3000);
    expect(screen.queryByText(HANDOFF)).toBeNull(); // nothing sent yet

    await user.type(screen.getByLabelText('Your message'), 'Bei ya keki?{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText(HANDOFF)).toBeTruthy();
    const again = within(log).getByRole('link', { name: 'WhatsApp did not open? Continue there' });
    expect(again.getAttribute('href')).toBe('https://wa.me/255754123456?text=Bei%20ya%20keki%3F');
    expect(again.getAttribute('target')).toBe('_blank');
    expect(messages()).toEqual([GREETING, 'Bei ya keki?']); // a note, not a reply: no bot bubble follows

    await user.type(screen.getByLabelText('Your message'), 'Na maua{Enter}');
    expect(within(log).getAllByText(HANDOFF)).toHaveLength(1);
    expect(within(log).getByRole('link').getAttribute('href')).toBe(
      'https://wa.me/255754123456?text=Na%20maua',
    );
    expect(screen.getByText('Online')).toBeTruthy(); // no support hours: answered around the clock
  });

  it('says replies come on WhatsApp instead of "Online" while support is away, and when it is back', async () => {
    vi.setSystemTime(new Date('2025-06-15T22:30:00+03:00'));
    const { user } = renderChat({ config: dayShift });
    await openChat(user);
    expect(screen.queryByText('Online')).toBeNull();
    expect(screen.getByText('Replies on WhatsApp')).toBeTruthy();
    advance(3000);
    await user.type(screen.getByLabelText('Your message'), 'Habari{Enter}');
    expect(
      screen.getByText(
        'The conversation continues on WhatsApp. Our team is away now and replies there from 08:00 (Dar es Salaam time).',
      ),
    ).toBeTruthy();
    expect(windowOpen).toHaveBeenCalledWith('https://wa.me/255754123456?text=Habari', '_blank', 'noopener');
  });

  it('says "Online" within the support hours, and changes when they end while the chat is open', async () => {
    vi.setSystemTime(new Date('2025-06-15T19:59:00+03:00'));
    const { user } = renderChat({ config: dayShift });
    await openChat(user);
    expect(screen.getByText('Online')).toBeTruthy();
    advance(60_000);
    expect(screen.getByText('Replies on WhatsApp')).toBeTruthy();
  });

  it('says it in Swahili too', async () => {
    await act(() => i18next.changeLanguage('sw'));
    vi.setSystemTime(new Date('2025-06-15T05:00:00+03:00'));
    const { user } = renderChat({ config: dayShift });
    await user.click(screen.getByRole('button', { name: 'Fungua gumzo la huduma kwa wateja' }));
    expect(screen.getByText('Hujibu kupitia WhatsApp')).toBeTruthy();
    advance(3000);
    await user.type(screen.getByLabelText('Ujumbe wako'), 'Habari{Enter}');
    expect(
      screen.getByText(
        'Mazungumzo yanaendelea kwenye WhatsApp. Timu yetu haipo kwa sasa; itakujibu huko kuanzia 08:00 (saa za Dar es Salaam).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp haikufunguka? Endelea huko' })).toBeTruthy();
  });
});
