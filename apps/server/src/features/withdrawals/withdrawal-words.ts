// The words that tell a committee a withdrawal was asked for, in the event's language. Only Sherehe's own words,
// the event's name, the requester's name and the amount: the link leads to the page where it is approved or stopped.
import { formatTzs } from '@sherehe/core/money';

type Language = 'en' | 'sw';

export function withdrawalRequestedWords(
  language: Language,
  values: { eventName: string; name: string; amountTzs: number; phone: string; link: string },
): { sms: string; mail: { subject: string; text: string } } {
  const amount = formatTzs(values.amountTzs, language);
  if (language === 'sw') {
    const sms = `Sherehe: ${values.name} ameomba kutoa ${amount} za michango ya ${values.eventName} kwenda ${values.phone}. Kama si sahihi, lisimamishe: ${values.link}`;
    return {
      sms,
      mail: {
        subject: `Ombi la kutoa pesa za ${values.eventName}`,
        text: [
          'Habari,',
          '',
          `${values.name} ameomba kutoa ${amount} za michango ya ${values.eventName} kwenda namba ${values.phone}.`,
          '',
          `Kamati yote inaarifiwa kila pesa zinapotolewa. Kama ombi hili si sahihi, lisimamishe hapa: ${values.link}`,
          '',
          'Sherehe',
        ].join('\n'),
      },
    };
  }
  const sms = `Sherehe: ${values.name} asked to withdraw ${amount} of the michango of ${values.eventName} to ${values.phone}. If this is not right, stop it: ${values.link}`;
  return {
    sms,
    mail: {
      subject: `Withdrawal asked for ${values.eventName}`,
      text: [
        'Hello,',
        '',
        `${values.name} asked to withdraw ${amount} of the michango of ${values.eventName} to the number ${values.phone}.`,
        '',
        `The whole committee is told each time money is withdrawn. If this request is not right, stop it here: ${values.link}`,
        '',
        'Sherehe',
      ].join('\n'),
    },
  };
}

/** To a contact that never showed it wants Sherehe's messages: no names anyone chose, only where to look. */
export function plainWithdrawalWords(
  language: Language,
  link: string,
): { sms: string; mail: { subject: string; text: string } } {
  const sms =
    language === 'sw'
      ? `Sherehe: kuna ombi la kutoa pesa za michango ya tukio unaloliandaa. Liangalie: ${link}`
      : `Sherehe: someone asked to withdraw michango of an event you help organise. See it: ${link}`;
  return {
    sms,
    mail: {
      subject:
        language === 'sw' ? 'Ombi la kutoa pesa za michango' : 'A withdrawal of michango was asked for',
      text: `${sms}\n\nSherehe`,
    },
  };
}
