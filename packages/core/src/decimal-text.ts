// Numbers as the app writes them, in both its languages: `1,234,567.5`. English (en-TZ) and Swahili (sw-TZ) agree,
// commas between thousands and a point before decimals, so one format serves both. Written out instead of
// Intl.NumberFormat because the first Intl format a page makes loads the browser's ICU data: 60–100 ms on a slow phone,
// in the middle of the page's first task, for prices and ratings that need none of it.

/** Thousands separated by commas: "1234567" → "1,234,567". */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A string of decimal digits plus one, carried: "0999" → "1000", "99" → "100". */
function plusOne(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` with exactly `digits` decimals, or, without `digits`, with as many as it needs up to three: as
 * Intl.NumberFormat('en-TZ') writes it, rounding half away from zero the shortest decimal that reads back as the
 * number (so 2.675 gives 2.68 where toFixed gives 2.67), and keeping the minus of a negative number rounded to 0.
 */
export function formatDecimal(value: number, digits?: number): string {
  const most = digits ?? 3;
  const least = digits ?? 0;
  const text = Math.abs(value).toString();
  // Infinity, NaN and numbers JavaScript writes with an exponent (under 1e-6, from 1e21) are for Intl, made then.
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return new Intl.NumberFormat('en-TZ', {
      minimumFractionDigits: least,
      maximumFractionDigits: most,
    }).format(value);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = whole + fraction.slice(0, most).padEnd(most, '0');
  if ((fraction[most] ?? '0') >= '5') kept = plusOne(kept);
  const wholePart = kept.slice(0, kept.length - most) || '0';
  let fractionPart = kept.slice(kept.length - most);
  while (fractionPart.length > least && fractionPart.endsWith('0')) fractionPart = fractionPart.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(wholePart)}${fractionPart ? `.${fractionPart}` : ''}`;
}
