// Money is a whole number of Tanzanian shillings everywhere; this is its one display format.
import { formatDecimal } from './decimal-text.ts';

export type Language = 'en' | 'sw';

/** `TZS 1,250,000` in English, `TSh 1,250,000` in Swahili (the way prices are written in Tanzania). */
export function formatTzs(amount: number, language: Language = 'en'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const prefix = language === 'sw' ? 'TSh' : 'TZS';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${prefix} ${formatDecimal(Math.abs(Math.round(amount)), 0)}`;
}
