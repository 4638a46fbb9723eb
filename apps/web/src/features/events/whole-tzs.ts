// Amounts as people type them ("50,000", "50 000", "50000"): a whole number of TZS, or NaN so the server's own
// refusal (with its limits) is what the person reads.
export function parseWholeTzs(typed: string): number {
  const digits = typed.replace(/[\s,._]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}
