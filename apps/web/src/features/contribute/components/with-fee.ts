// The words under an amount, with Sherehe's fee on contributions said before anyone pays (when admins set one).
import type { TFunction } from 'i18next';

export function withFee(hint: string, feeBps: number, t: TFunction<'contribute'>): string {
  if (feeBps <= 0) return hint;
  return `${hint} ${t('fee', { percent: feeBps / 100 })}`;
}
