import { describe, expect, it } from 'vitest';
import { pushSubscriptionInput } from './api/notifications.ts';
import type { Language } from './money.ts';
import {
  type NotificationKind,
  type NotificationParams,
  notificationKindNames,
  notificationText,
  notifiedOrderStatuses,
} from './notification-kinds.ts';
import { notificationWords, wordNotification } from './notification-words.ts';

// Every variant of every kind, with parameters a real notification would carry.
const samples: { [K in NotificationKind]: NotificationParams<K>[] } = {
  'order.updated': notifiedOrderStatuses.map((status) => ({
    number: 1042,
    status,
    vendorName: 'Kilimanjaro Tents & Chairs',
  })),
  'order.received': [{ number: 1042, customerName: 'Amina Juma', amountTzs: 350_000 }],
  'order.cancelled': [{ number: 1042, customerName: 'Amina Juma' }],
  'order.balance_paid': [{ number: 1042, customerName: 'Amina Juma', amountTzs: 150_000 }],
  'payment.received': [{ number: 1042, amountTzs: 150_000 }],
  'payment.failed': [{ number: 1042, amountTzs: 150_000 }],
  'payment.refund_started': [{ number: 1042, amountTzs: 150_000 }],
  'message.received': [{ fromName: 'Amina J.', about: 'Chakula cha harusi kwa wageni 300' }],
  'message.waiting': [{ fromName: 'Amina J.', about: 'Chakula cha harusi kwa wageni 300' }],
  'quote.received': [{ fromName: 'Mama Ntilie Catering', about: 'Chakula cha harusi', amountTzs: 4_500_000 }],
  'quote.declined': [{ fromName: 'Amina J.', about: 'Chakula cha harusi', amountTzs: 4_500_000 }],
  'pledge.received': [{ eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 50_000 }],
  'pledge.changed': [{ eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 80_000 }],
  'pledge.payment_received': [{ eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 20_000 }],
  'withdrawal.requested': [{ eventName: 'Harusi ya Amina', name: 'Neema Mushi', amountTzs: 500_000 }],
  'withdrawal.settled': [
    { eventName: 'Harusi ya Amina', amountTzs: 500_000, outcome: 'paid' },
    { eventName: 'Harusi ya Amina', amountTzs: 500_000, outcome: 'failed' },
  ],
  'dispute.opened': [{ number: 1042, customerName: 'Amina Juma' }],
  'dispute.answered': [{ number: 1042, vendorName: 'Kilimanjaro Tents & Chairs' }],
  'dispute.decided': (['customer', 'vendor'] as const).flatMap((side) =>
    (['refund', 'partial_refund', 'release'] as const).map((outcome) => ({
      number: 1042,
      side,
      outcome,
      amountTzs: 100_000,
    })),
  ),
  'vendor_request.decided': [{ decision: 'approved' }, { decision: 'rejected' }],
  'news.published': [{ titleEn: 'New venues in Arusha', titleSw: 'Kumbi mpya Arusha', slug: 'kumbi-arusha' }],
};

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('notification words', () => {
  it('has the same keys in English and Swahili', () => {
    expect(keys(notificationWords.sw).sort()).toEqual(keys(notificationWords.en).sort());
  });

  it.each(['en', 'sw'] as Language[])(
    'words every kind and variant in %s, every placeholder filled',
    (language) => {
      for (const kind of notificationKindNames) {
        const variants = samples[kind] as NotificationParams<typeof kind>[];
        expect(variants.length, kind).toBeGreaterThan(0);
        for (const params of variants) {
          const words = wordNotification(kind, params, language);
          expect(words.title, kind).not.toBe('');
          expect(words.body, kind).not.toBe('');
          expect(`${words.title} ${words.body}`, kind).not.toMatch(/\{\{|\}\}|undefined/);
        }
      }
    },
  );

  it('formats money and order numbers for the reader', () => {
    const params = { number: 1042, customerName: 'Amina Juma', amountTzs: 350_000 };
    expect(wordNotification('order.received', params, 'en')).toEqual({
      title: 'New order SH-1042 to confirm',
      body: 'Amina Juma booked and paid TZS 350,000. Confirm or decline it.',
    });
    expect(wordNotification('order.received', params, 'sw')).toEqual({
      title: 'Oda mpya SH-1042 ya kuthibitisha',
      body: 'Amina Juma ameagiza na kulipa TSh 350,000. Ithibitishe au uikatae.',
    });
  });

  it('gives news in the reader’s language, the other one when a title is missing', () => {
    const both = { titleEn: 'New venues', titleSw: 'Kumbi mpya', slug: 'kumbi' };
    expect(wordNotification('news.published', both, 'sw').body).toBe('Kumbi mpya');
    expect(wordNotification('news.published', both, 'en').body).toBe('New venues');
    expect(wordNotification('news.published', { ...both, titleSw: '' }, 'sw').body).toBe('New venues');
  });

  it('cuts long names on a whole character', () => {
    const cut = notificationText(`${'a'.repeat(118)}😀😀😀`);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut).toBe(`${'a'.repeat(118)}😀…`);
    expect(notificationText(`${'a'.repeat(118)}😀😀`)).toBe(`${'a'.repeat(118)}😀😀`);
    expect(notificationText('  Amina  ')).toBe('Amina');
  });
});

describe('push subscription input', () => {
  const p256dh = `B${'A'.repeat(85)}Q`;
  const auth = `${'x'.repeat(21)}g`;
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh, auth },
    language: 'sw',
  };

  it('takes a browser subscription', () => {
    expect(pushSubscriptionInput.safeParse(valid).success).toBe(true);
    expect(pushSubscriptionInput.safeParse({ ...valid, expirationTime: null }).success).toBe(true);
  });

  it.each([
    ['a short p256dh', { p256dh: p256dh.slice(1), auth }],
    ['a compressed point', { p256dh: `A${p256dh.slice(1)}`, auth }],
    ['padding', { p256dh, auth: `${auth}==` }],
    ['stray bits in the last character', { p256dh, auth: `${'x'.repeat(21)}h` }],
    ['standard base64', { p256dh: `B${'+'.repeat(85)}Q`, auth }],
  ])('refuses keys with %s', (_name, keys) => {
    const result = pushSubscriptionInput.safeParse({ ...valid, keys });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('push.keys_invalid');
  });

  it('refuses another language and an endpoint too long', () => {
    expect(pushSubscriptionInput.safeParse({ ...valid, language: 'fr' }).error?.issues[0]?.message).toBe(
      'push.language_invalid',
    );
    const long = `https://push.example/${'a'.repeat(1100)}`;
    expect(pushSubscriptionInput.safeParse({ ...valid, endpoint: long }).error?.issues[0]?.message).toBe(
      'push.endpoint_invalid',
    );
  });
});
