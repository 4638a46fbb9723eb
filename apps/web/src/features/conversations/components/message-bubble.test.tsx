import type { Message } from '@sherehe/core/api/conversations';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageBubble } from './message-bubble.tsx';

const CONVERSATION = '5b1f7c2e-1d4a-4e8b-9c3f-0a1b2c3d4e5f';

function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000009',
    side: 'vendor',
    body: '',
    masked: false,
    hidden: false,
    sentAt: '2026-12-02T19:30:00.000Z',
    mine: false,
    reportedByMe: false,
    quote: null,
    photo: null,
    autoReply: false,
    ...overrides,
  };
}

const show = (each: Message) =>
  renderWithProviders(
    <ol>
      <MessageBubble conversationId={CONVERSATION} message={each} author="Baraka Catering" />
    </ol>,
  );

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a message in a conversation', () => {
  it('shows its photo at its own size, read through the conversation, opening full size', () => {
    show(message({ photo: { width: 1280, height: 960 } }));
    const photo = screen.getByRole('img', { name: 'Photo from Baraka Catering' });
    const url = `/api/v1/conversations/${CONVERSATION}/messages/a1b2c3d4-0000-4000-8000-000000000009/photo`;
    expect(photo.getAttribute('src')).toBe(url);
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1280', '960']);
    expect(photo.closest('a')?.getAttribute('href')).toBe(url);
  });

  it('says a quiet-hours reply is automatic, in Swahili too', async () => {
    show(message({ body: 'Tutakujibu asubuhi.', autoReply: true }));
    expect(screen.getByText('Automatic reply: the vendor is away now')).toBeTruthy();
    await i18next.changeLanguage('sw');
    expect(await screen.findByText('Jibu la moja kwa moja: mtoa huduma hayupo sasa')).toBeTruthy();
  });

  it('shows no photo once an admin hid the message', () => {
    show(message({ hidden: true, photo: null }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('This message was hidden by Sherehe after a report.')).toBeTruthy();
  });
});
