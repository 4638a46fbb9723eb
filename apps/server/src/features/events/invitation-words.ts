// The invitation to an event's committee, in the event's language: by e-mail (subject and text) or by SMS (short).
import type { CommitteeRole } from '@sherehe/core/event-rules';

type Language = 'en' | 'sw';

const roleWords: Record<Language, Record<CommitteeRole, string>> = {
  en: { chair: 'chair', secretary: 'secretary', treasurer: 'treasurer', member: 'member' },
  sw: { chair: 'mwenyekiti', secretary: 'katibu', treasurer: 'mweka hazina', member: 'mjumbe' },
};

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
