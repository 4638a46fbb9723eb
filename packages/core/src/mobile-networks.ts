// Which Tanzanian mobile network a number belongs to, from its prefix (after +255): the wallet a USSD push reaches.
// Numbers keep their prefix when moved to another network (no number portability in Tanzania yet).

export type MobileNetwork = 'vodacom' | 'yas' | 'airtel' | 'halotel' | 'ttcl';

const prefixes: Record<string, MobileNetwork> = {
  '74': 'vodacom',
  '75': 'vodacom',
  '76': 'vodacom',
  '65': 'yas', // Tigo, now Mixx by Yas
  '67': 'yas',
  '71': 'yas',
  '77': 'yas', // Zantel, merged into Tigo/Yas
  '68': 'airtel',
  '69': 'airtel',
  '78': 'airtel',
  '61': 'halotel',
  '62': 'halotel',
  '73': 'ttcl',
};

/** The network of a Tanzanian mobile number in E.164 (`+2557…`), or null for numbers abroad or unknown prefixes. */
export function mobileNetworkOf(e164: string): MobileNetwork | null {
  const match = /^\+255(\d{2})\d{7}$/.exec(e164);
  return match ? (prefixes[match[1] as string] ?? null) : null;
}

/** The wallet's name as people know it. */
export const walletNames: Record<MobileNetwork, string> = {
  vodacom: 'M-Pesa',
  yas: 'Mixx by Yas',
  airtel: 'Airtel Money',
  halotel: 'HaloPesa',
  ttcl: 'T-Pesa',
};

/** `+255 754 *** 456`: enough for the payer to recognise their number, not enough to copy it off a screen. */
export function maskPhone(e164: string): string {
  const tz = /^\+255(\d{3})\d{3}(\d{3})$/.exec(e164);
  if (tz) return `+255 ${tz[1]} *** ${tz[2]}`;
  return e164.length > 7 ? `${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}` : e164;
}
