// The API's English words for its reasons (packages/core/src/reasons.ts), shaped as an i18next namespace: the
// English `reasons` strings are the contract's own, never a copy that could drift; Swahili is locales/sw/reasons.json.

/** `{ 'cart.quantity_max': '…' }` as `{ cart: { quantity_max: '…' } }`, the shape of every other namespace. */
export function nestReasons(texts: Record<string, string>): Record<string, Record<string, string>> {
  const nested: Record<string, Record<string, string>> = {};
  for (const [id, text] of Object.entries(texts)) {
    const [area = '', name = ''] = id.split('.');
    nested[area] ??= {};
    nested[area][name] = text;
  }
  return nested;
}
