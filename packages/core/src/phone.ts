// Phone numbers are stored as E.164; people type them the Tanzanian way (07…, 06…, 255…, +255…) or internationally.

const TZ_MOBILE_LOCAL = /^0([67]\d{8})$/; // 0754 123 456
const TZ_NATIONAL = /^255([67]\d{8})$/; // 255754123456
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/; // E.164: up to 15 digits after the plus

/** Returns the E.164 form (`+255754123456`) of a phone number, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('00')) return normalizePhone(`+${compact.slice(2)}`);
  const local = TZ_MOBILE_LOCAL.exec(compact) ?? TZ_NATIONAL.exec(compact);
  if (local) return `+255${local[1]}`;
  if (compact.startsWith('+255')) return /^\+255[67]\d{8}$/.test(compact) ? compact : null;
  return INTERNATIONAL.test(compact) ? compact : null;
}

/** `+255 754 123 456` for Tanzanian numbers; other countries keep their E.164 form. */
export function formatPhone(e164: string): string {
  const tz = /^\+255(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return tz ? `+255 ${tz[1]} ${tz[2]} ${tz[3]}` : e164;
}
