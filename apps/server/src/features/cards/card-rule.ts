// Whether a card's type lets it go out now, from the guest's pledge by money (core's card-rules.ts names the rules).
import type { CardReleaseRule } from '@sherehe/core/card-rules';
import type { PledgeFigures } from './queries.ts';

export function cardRuleMet(
  type: { rule: CardReleaseRule; amountTzs: number | null },
  pledge: PledgeFigures,
) {
  if (type.rule === 'now') return true;
  // No pledge with the guest's phone, or a cancelled one: nothing given, nothing released.
  if (pledge.pledge_amount === null || pledge.pledge_cancelled) return false;
  const paid = Number(pledge.pledge_paid ?? 0);
  if (type.rule === 'pledge_paid') return paid >= Number(pledge.pledge_amount);
  return type.amountTzs !== null && paid >= type.amountTzs;
}
