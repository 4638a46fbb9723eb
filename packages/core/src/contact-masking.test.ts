import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, maskContacts } from './contact-masking.ts';

const hidden = (text: string) => maskContacts(text).text;

describe('maskContacts', () => {
  it.each([
    ['Nipigie 0754 123 456 kesho', `Nipigie ${CONTACT_MASK} kesho`],
    ['Call me on +255 754 123 456.', `Call me on ${CONTACT_MASK}.`],
    ['WhatsApp 255754123456', `WhatsApp ${CONTACT_MASK}`],
    ['namba yangu 0754-123-456', `namba yangu ${CONTACT_MASK}`],
    ['(0754) 123.456 tafadhali', `(${CONTACT_MASK} tafadhali`],
    ['my number is 754 123 456', `my number is ${CONTACT_MASK}`],
    ['0 7 5 4 1 2 3 4 5 6', CONTACT_MASK],
    ['sifuri saba tano nne moja mbili tatu nne tano sita ndiyo namba', `${CONTACT_MASK} ndiyo namba`],
    ['zero seven five four one two three four five six, call', `${CONTACT_MASK}, call`],
    ['Zero 7 5 four 1 2 3 4 5 6', CONTACT_MASK],
    ['wa.me/255754123456', `wa.me/${CONTACT_MASK}`],
  ])('hides the phone number in %j', (text, expected) => {
    expect(maskContacts(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    ['Andika asha.juma@gmail.com', `Andika ${CONTACT_MASK}`],
    ['email: Baraka_M+harusi@yahoo.co.tz', `email: ${CONTACT_MASK}`],
    ['asha at gmail dot com', CONTACT_MASK],
    ['asha kwa gmail nukta com tafadhali', `${CONTACT_MASK} tafadhali`],
    ['asha (at) gmail (dot) com', CONTACT_MASK],
    ['asha [at] mail [dot] co [dot] tz', CONTACT_MASK],
    ['asha @ gmail . com', CONTACT_MASK],
  ])('hides the e-mail address in %j', (text, expected) => {
    expect(maskContacts(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Tunahitaji chakula kwa wageni 300 tarehe 24/12/2026 200 wakiwa watu wazima',
    'Bajeti yetu ni TZS 15,000,000 kwa ukumbi na 1,500,000 kwa mapambo',
    'Budget 2 500 000 for 150 guests on 2026-12-24',
    'We meet at the hall at 10, one or two hours',
    'Saa moja hadi saa tisa, siku tatu',
    'See you at Mlimani City. Come at nine',
    'Harusi yetu ni tarehe 12.12.2026 saa 10:00',
  ])('leaves %j as it is', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('hides several in one message and keeps the words around them', () => {
    expect(hidden('Piga 0754123456 au 0713 000 111, au andika juma@example.com.')).toBe(
      `Piga ${CONTACT_MASK} au ${CONTACT_MASK}, au andika ${CONTACT_MASK}.`,
    );
  });
});
