// Where a notification's words are and the values they take, apart from the words themselves: the web app imports
// this on its account page and gets the words as a lazily loaded i18next namespace (notification-words.ts).
import { formatTzs, type Language } from './money.ts';
import type { NotificationKind, NotificationParams } from './notification-kinds.ts';
import { orderReference } from './order-rules.ts';

/** Where a kind's words sit in the namespace: its own key, or one per status or decision. */
export function wordsKey<K extends NotificationKind>(kind: K, params: NotificationParams<K>): string {
  if (kind === 'order.updated') return `${kind}.${(params as NotificationParams<'order.updated'>).status}`;
  if (kind === 'vendor_request.decided') {
    return `${kind}.${(params as NotificationParams<'vendor_request.decided'>).decision}`;
  }
  if (kind === 'withdrawal.settled') {
    return `${kind}.${(params as NotificationParams<'withdrawal.settled'>).outcome}`;
  }
  if (kind === 'dispute.decided') {
    const { side, outcome } = params as NotificationParams<'dispute.decided'>;
    return `${kind}.${side}.${outcome}`;
  }
  return kind;
}

/** The values a kind's words take, formatted for the reader (money as `TZS …` or `TSh …`, orders as SH-…). */
export function wordsValues<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  language: Language,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params as Record<string, string | number>)) {
    values[name] = String(value);
  }
  const { amountTzs, number, titleEn, titleSw } = params as Record<string, unknown>;
  if (typeof amountTzs === 'number') values.amount = formatTzs(amountTzs, language);
  if (typeof number === 'number') values.reference = orderReference(number);
  if (kind === 'news.published') {
    const [first, other] = language === 'sw' ? [titleSw, titleEn] : [titleEn, titleSw];
    values.title = String(first || other || '');
  }
  return values;
}
