// The words of a change of contact: the link to the new e-mail address or number, and the notice to the old one.
import { CONTACT_CHANGE_LINK_HOURS } from '@sherehe/core/api/auth';

type Language = 'en' | 'sw';

// No name in the link's message: the owner typed the address or number and may have mistyped it, so whoever reads
// it may be a stranger; it tells them nothing about the account.
export function confirmMail(language: Language, link: string) {
  if (language === 'sw') {
    return {
      subject: 'Thibitisha barua pepe yako mpya ya Sherehe',
      text: [
        'Habari,',
        '',
        `Mtu (tunatumaini ni wewe) ameomba barua pepe hii iwe ya akaunti yake ya Sherehe. Fungua kiungo hiki ndani ya saa ${CONTACT_CHANGE_LINK_HOURS}, ukiwa umeingia kwenye akaunti hiyo; kinafanya kazi mara moja tu:`,
        '',
        link,
        '',
        'Kama hukuomba, puuza ujumbe huu: hakuna kitakachobadilika.',
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your new Sherehe email address',
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to use this email address for their Sherehe account. Open this link within ${CONTACT_CHANGE_LINK_HOURS} hours, signed in to that account; it works once:`,
      '',
      link,
      '',
      'If you did not ask, ignore this message: nothing will change.',
      '',
      'Sherehe',
    ].join('\n'),
  };
}

export function confirmSms(language: Language, link: string) {
  return language === 'sw'
    ? `Sherehe: thibitisha namba hii kwa akaunti yako ndani ya saa ${CONTACT_CHANGE_LINK_HOURS}: ${link} Kama hukuomba, puuza.`
    : `Sherehe: confirm this number for your account within ${CONTACT_CHANGE_LINK_HOURS} hours: ${link} If you did not ask, ignore this.`;
}

// To the old address or number once the new one took its place. If the owner did not make the change, someone has
// their password, and the old address can no longer reset it: the notice says where to get help.
export function emailChangedMail(language: Language, name: string, publicUrl: string) {
  const help = `${publicUrl}/event-planners`;
  if (language === 'sw') {
    return {
      subject: 'Barua pepe ya akaunti yako ya Sherehe imebadilishwa',
      text: [
        `Habari ${name},`,
        '',
        'Barua pepe ya akaunti yako ya Sherehe imebadilishwa sasa hivi. Anwani hii haiingii tena kwenye akaunti hiyo, na ujumbe wake utaenda kwenye anwani mpya.',
        '',
        'Kama ni wewe uliyebadilisha, huna cha kufanya.',
        `Kama si wewe, mtu mwingine ana nenosiri lako: wasiliana nasi mara moja kupitia huduma kwa wateja (chat) kwenye ${help}.`,
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: 'The email address of your Sherehe account was changed',
    text: [
      `Hello ${name},`,
      '',
      "The email address of your Sherehe account was changed just now. This address no longer signs in to it, and the account's messages go to the new one.",
      '',
      'If you made the change, there is nothing to do.',
      `If you did not, someone else has your password: contact us at once through the support chat on ${help}.`,
      '',
      'Sherehe',
    ].join('\n'),
  };
}

export function phoneChangedSms(language: Language, publicUrl: string) {
  const help = `${publicUrl}/event-planners`;
  return language === 'sw'
    ? `Sherehe: namba ya simu ya akaunti yako imebadilishwa; namba hii haiingii tena. Kama si wewe, wasiliana nasi mara moja: ${help}`
    : `Sherehe: the phone number of your account was changed; this number no longer signs in. If it was not you, contact us at once: ${help}`;
}
