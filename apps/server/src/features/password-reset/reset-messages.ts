// The words of the reset link message, in the language the person was reading when they asked.
import { RESET_LINK_MINUTES } from '@sherehe/core/api/password-reset';

type Language = 'en' | 'sw';

export function resetMail(language: Language, name: string, link: string) {
  if (language === 'sw') {
    return {
      subject: 'Weka nenosiri jipya la Sherehe',
      text: [
        `Habari ${name},`,
        '',
        `Mtu (tunatumaini ni wewe) ameomba kuweka nenosiri jipya la akaunti yako ya Sherehe. Fungua kiungo hiki ndani ya dakika ${RESET_LINK_MINUTES}; kinafanya kazi mara moja tu:`,
        '',
        link,
        '',
        'Ukiweka nenosiri jipya, tutakutoa kwenye vifaa vingine vyote.',
        'Kama hukuomba, puuza ujumbe huu: nenosiri lako halitabadilika.',
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: 'Set a new Sherehe password',
    text: [
      `Hello ${name},`,
      '',
      `Someone (we hope you) asked to set a new password for your Sherehe account. Open this link within ${RESET_LINK_MINUTES} minutes; it works once:`,
      '',
      link,
      '',
      'Setting a new password signs you out on every other device.',
      'If you did not ask, ignore this message: your password stays as it is.',
      '',
      'Sherehe',
    ].join('\n'),
  };
}

/** Short enough for two SMS parts with the link. */
export function resetSms(language: Language, link: string) {
  return language === 'sw'
    ? `Sherehe: weka nenosiri jipya kwa kiungo hiki ndani ya dakika ${RESET_LINK_MINUTES}: ${link} Kama hukuomba, puuza.`
    : `Sherehe: set a new password with this link within ${RESET_LINK_MINUTES} minutes: ${link} If you did not ask, ignore this.`;
}
