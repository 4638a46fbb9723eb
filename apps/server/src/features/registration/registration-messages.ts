// The words of the messages registering sends: the link to finish, or a note that the account already exists.
import { REGISTRATION_LINK_HOURS } from '@sherehe/core/api/auth';

type Language = 'en' | 'sw';

// No name in it: whoever registers chooses the name, and the mail goes to an address that may not be theirs.
export function finishMail(language: Language, link: string) {
  if (language === 'sw') {
    return {
      subject: 'Kamilisha akaunti yako ya Sherehe',
      text: [
        'Habari,',
        '',
        `Fungua kiungo hiki ndani ya saa ${REGISTRATION_LINK_HOURS} ili kukamilisha akaunti yako ya Sherehe. Utaombwa nenosiri ulilochagua:`,
        '',
        link,
        '',
        'Kama hukujisajili, puuza ujumbe huu: hakuna akaunti itakayofunguliwa.',
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: 'Finish creating your Sherehe account',
    text: [
      'Hello,',
      '',
      `Open this link within ${REGISTRATION_LINK_HOURS} hours to finish creating your Sherehe account. You will be asked for the password you chose:`,
      '',
      link,
      '',
      'If you did not register, ignore this message: no account will be opened.',
      '',
      'Sherehe',
    ].join('\n'),
  };
}

export function finishSms(language: Language, link: string) {
  return language === 'sw'
    ? `Sherehe: kamilisha akaunti yako kwa kiungo hiki ndani ya saa ${REGISTRATION_LINK_HOURS}: ${link}`
    : `Sherehe: finish creating your account with this link within ${REGISTRATION_LINK_HOURS} hours: ${link}`;
}

export function alreadyRegisteredMail(language: Language, publicUrl: string) {
  const signIn = `${publicUrl}/event-planners/login`;
  const reset = `${publicUrl}/event-planners/reset-password`;
  if (language === 'sw') {
    return {
      subject: 'Tayari una akaunti ya Sherehe',
      text: [
        'Habari,',
        '',
        'Mtu (pengine wewe) amejaribu kufungua akaunti mpya ya Sherehe kwa anwani hii, lakini tayari ina akaunti.',
        `Ingia hapa: ${signIn}`,
        `Umesahau nenosiri? Weka jipya hapa: ${reset}`,
        '',
        'Kama si wewe, puuza ujumbe huu: akaunti yako haijabadilika.',
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: 'You already have a Sherehe account',
    text: [
      'Hello,',
      '',
      'Someone (probably you) tried to create a new Sherehe account with this address, but it already has one.',
      `Sign in here: ${signIn}`,
      `Forgot your password? Set a new one here: ${reset}`,
      '',
      'If it was not you, ignore this message: your account has not changed.',
      '',
      'Sherehe',
    ].join('\n'),
  };
}

export function alreadyRegisteredSms(language: Language, publicUrl: string) {
  return language === 'sw'
    ? `Sherehe: namba hii tayari ina akaunti. Ingia: ${publicUrl}/event-planners/login`
    : `Sherehe: this number already has an account. Sign in: ${publicUrl}/event-planners/login`;
}
