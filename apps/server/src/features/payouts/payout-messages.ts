// The words of a changed payout number, to the number that was paid before and to the account's e-mail: if the
// owner did not make the change, someone has their password, and the day's pause gives them time to stop it.
type Language = 'en' | 'sw';

export function payoutNumberChangedSms(language: Language, shop: string, publicUrl: string): string {
  const help = `${publicUrl}/event-planners/about`;
  return language === 'sw'
    ? `Sherehe: namba ya kupokea malipo ya ${shop} imebadilishwa. Malipo yanasubiri saa 24. Kama si wewe, wasiliana nasi mara moja: ${help}`
    : `Sherehe: the number ${shop} is paid to was changed. Payouts wait 24 hours. If this was not you, contact us now: ${help}`;
}

export function payoutNumberChangedMail(
  language: Language,
  shop: string,
  newNumber: string,
  publicUrl: string,
) {
  const help = `${publicUrl}/event-planners/about`;
  if (language === 'sw') {
    return {
      subject: `Namba ya malipo ya ${shop} imebadilishwa`,
      text: [
        'Habari,',
        '',
        `Namba ya simu ambayo Sherehe inalipa pesa za ${shop} sasa ni ${newNumber}. Malipo yanasubiri saa 24 kabla ya kwenda kwenye namba mpya.`,
        '',
        `Kama hukufanya mabadiliko haya, mtu ana nenosiri lako: wasiliana nasi mara moja (${help}) na ubadilishe nenosiri.`,
        '',
        'Sherehe',
      ].join('\n'),
    };
  }
  return {
    subject: `${shop}'s payout number was changed`,
    text: [
      'Hello,',
      '',
      `The phone number Sherehe pays ${shop}'s money to is now ${newNumber}. Payouts wait 24 hours before they go to the new number.`,
      '',
      `If you did not make this change, someone has your password: contact us now (${help}) and change your password.`,
      '',
      'Sherehe',
    ].join('\n'),
  };
}
