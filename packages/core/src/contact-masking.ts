// Phone numbers and e-mail addresses in a conversation's messages are hidden until the customer has booked through
// Sherehe (issue 40): a deal taken to a private number leaves the customer without the date hold, the payment's
// protection and the refund Sherehe can give. People write numbers to get around a filter, so a run of digits counts
// however it is spaced or spelled ("0754 123 456", "sifuri saba tano nne…", "zero seven five four…"), and an address
// however its @ and dot are written ("asha at gmail dot com", "asha kwa gmail nukta com").

/** What a hidden number or address is replaced with; each side's app says why beside the message. */
export const CONTACT_MASK = '•••';

// Digits spelled out in English or Swahili, each word to its digit.
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
  [
    ['zero', 'oh', 'sifuri'],
    ['one', 'moja'],
    ['two', 'mbili'],
    ['three', 'tatu'],
    ['four', 'nne'],
    ['five', 'tano'],
    ['six', 'sita'],
    ['seven', 'saba'],
    ['eight', 'nane'],
    ['nine', 'tisa'],
  ].flatMap((words, digit) => words.map((word) => [word, String(digit)])),
);
const UNIT = `(?:\\d|\\b(?:${Object.keys(DIGIT_WORDS).join('|')})\\b)`;
// Between two digits: a few spaces, dots, dashes, slashes or brackets. Not a comma: prices are written 1,500,000.
const BETWEEN = '[\\s().\\-/_]{0,3}';
const DIGIT_RUN = new RegExp(`\\+?${UNIT}(?:${BETWEEN}${UNIT})+`, 'giu');
const UNIT_ONE = new RegExp(UNIT, 'giu');

const AT = '(?:\\s*@\\s*|\\s*[([]\\s*at\\s*[)\\]]\\s*|\\s+(?:at|kwa)\\s+)';
const DOT = '(?:\\s*\\.\\s*|\\s*[([]\\s*dot\\s*[)\\]]\\s*|\\s+(?:dot|nukta|doti)\\s+)';
// Spelled out, only ending in a domain people use, so "meet at the hall dot…" in a sentence is left alone.
const ENDINGS = '(?:com|net|org|co|tz|info|me|io|ac|go)';
const EMAIL = new RegExp(
  `[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+|[\\p{L}\\p{N}._%+-]+${AT}[\\p{L}\\p{N}-]+${DOT}${ENDINGS}\\b(?:${DOT}[a-z]{2,3}\\b)?`,
  'giu',
);

/**
 * Whether a run of digits is a phone number: a local number (0 and nine more), one with Tanzania's code (255 and
 * nine more), any run written with a + (abroad), a mobile without its 0 (6 or 7 and eight more), or a run too long to
 * be a price or a date. "24/12/2026 200" (a date and guests) and "1,500,000" are not.
 */
function isPhoneNumber(run: string): boolean {
  const digits = (run.toLowerCase().match(UNIT_ONE) ?? []).map((unit) => DIGIT_WORDS[unit] ?? unit).join('');
  return (
    (digits.startsWith('0') && digits.length >= 10) ||
    (digits.startsWith('255') && digits.length >= 12) ||
    (run.startsWith('+') && digits.length >= 9) ||
    (/^[67]/.test(digits) && digits.length === 9) ||
    digits.length >= 13
  );
}

/** The text with every phone number and e-mail address replaced by CONTACT_MASK, and whether any was. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return CONTACT_MASK;
  };
  const withoutAddresses = text.replace(EMAIL, hide);
  const withoutNumbers = withoutAddresses.replace(DIGIT_RUN, (run) => (isPhoneNumber(run) ? hide() : run));
  return { text: withoutNumbers, masked };
}
