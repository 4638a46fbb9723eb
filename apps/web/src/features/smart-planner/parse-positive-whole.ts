// What the planner's number inputs hold: a positive whole number, nothing (an empty input is unset), or not valid.
export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

export function parsePositiveWhole(raw: string): ParsedNumber {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  // Digits only: no sign, decimals or exponents ("1e3" is a number to the browser, not to a person).
  if (!/^\d+$/.test(text)) return { kind: 'invalid' };
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
