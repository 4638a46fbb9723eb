// The invitation to an event's committee, in the event's language: by e-mail (subject and text) or by SMS (short).
import type { CommitteeRole } from '@sherehe/core/event-rules';

type Language = 'en' | 'sw';

const roleWords: Record<Language, Record<CommitteeRole, string>> = {
  en: {
    chair: 'chair',
    secretary: 'secretary',
    treasurer: 'treasurer',
    member: 'member',
    gate: 'gate officer',
  },
  sw: {
    chair: 'mwenyekiti',
    secretary: 'katibu',
    treasurer: 'mweka hazina',
    member: 'mjumbe',
    gate: 'msimamizi wa mlango',
  },
};

/**
 * To a number or address that never showed it wants Sherehe's messages (platform/outbound/opted-in.ts): the role and
 * the link, but neither the inviter's name nor the event's, which the inviter chose.
 */
export function plainInvitationWords(
  language: Language,
  facts: { role: CommitteeRole; link: string },
): { mail: { subject: string; text: string }; sms: string } {
  const role = roleWords[language][facts.role];
  if (language === 'sw') {
    return {
      mail: {
        subject: 'Mwaliko kwenye kamati ya tukio, Sherehe',
        text:
          `Umealikwa kwenye kamati ya tukio kwenye Sherehe kama ${role}.\n\n` +
          `Ingia Sherehe kwa anwani hii ya barua pepe (au jisajili nayo) ili uone tukio:\n${facts.link}\n`,
      },
      sms: `Sherehe: umealikwa kwenye kamati ya tukio kama ${role}. Ingia Sherehe kwa namba hii kuliona: ${facts.link}`,
    };
  }
  return {
    mail: {
      subject: 'An invitation to an event committee on Sherehe',
      text:
        `You were invited to an event's committee on Sherehe as ${role}.\n\n` +
        `Sign in to Sherehe with this e-mail address (or register with it) to see the event:\n${facts.link}\n`,
    },
    sms: `Sherehe: you were invited to an event's committee as ${role}. Sign in to Sherehe with this number to see it: ${facts.link}`,
  };
}

export function invitationWords(
  language: Language,
  facts: { inviterName: string; eventName: string; role: CommitteeRole; link: string },
): { mail: { subject: string; text: string }; sms: string } {
  const role = roleWords[language][facts.role];
  if (language === 'sw') {
    return {
      mail: {
        subject: `Mwaliko kwenye kamati ya ${facts.eventName}`,
        text:
          `${facts.inviterName} amekualika kwenye kamati ya "${facts.eventName}" kama ${role}.\n\n` +
          `Ingia Sherehe kwa anwani hii ya barua pepe (au jisajili nayo) ili uone tukio:\n${facts.link}\n`,
      },
      sms: `${facts.inviterName} amekualika kwenye kamati ya "${facts.eventName}" kama ${role}. Ingia Sherehe kwa namba hii: ${facts.link}`,
    };
  }
  return {
    mail: {
      subject: `Invitation to the committee of ${facts.eventName}`,
      text:
        `${facts.inviterName} invited you to the committee of "${facts.eventName}" as ${role}.\n\n` +
        `Sign in to Sherehe with this e-mail address (or register with it) to see the event:\n${facts.link}\n`,
    },
    sms: `${facts.inviterName} invited you to the committee of "${facts.eventName}" as ${role}. Sign in to Sherehe with this number: ${facts.link}`,
  };
}
