// The reminder as the contributor reads it: in their language, at most two SMS segments (306 GSM characters), with
// what is still owed, by when, the link to pay, and how to stop them.
import { formatTzs, type Language } from '@sherehe/core/money';

export type ReminderTextInput = {
  language: Language;
  /**
   * false for a number that never showed it wants Sherehe's messages (platform/outbound/opted-in.ts): then the text
   * names neither the contributor nor the event, words someone else typed.
   */
  personal: boolean;
  contributorName: string;
  eventName: string;
  outstandingTzs: number;
  /** YYYY-MM-DD: the pledge's own due day, else the event's pledge deadline. */
  dueDay: string;
  /** The pledge's own page (PUBLIC_URL/event-planners/pledges/{token}). */
  link: string;
};

const months = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
} as const;

/** 20 Dec 2026 / 20 Desemba 2026: written out, as people read dates in a text (no 12/20 ambiguity). */
export function dayInWords(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${months[language][(month ?? 1) - 1]} ${year}`;
}

// Long names would push the text past two segments; the link and the amount matter more than the whole name.
const shortened = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`;
const firstName = (name: string) => shortened(name.trim().split(/\s+/)[0] ?? '', 20);

export const STOP_HINT = { en: 'Reply STOP to stop reminders', sw: 'Jibu STOP kuacha vikumbusho' } as const;

export function reminderText(input: ReminderTextInput): string {
  const name = firstName(input.contributorName);
  const event = shortened(input.eventName.trim(), 40);
  const amount = formatTzs(input.outstandingTzs, input.language);
  const due = dayInWords(input.dueDay, input.language);
  if (!input.personal) {
    if (input.language === 'sw') {
      return input.outstandingTzs > 0
        ? `Sherehe: tunakukumbusha ahadi iliyotolewa kwa namba hii: zimebaki ${amount}, tafadhali lipa kabla ya ${due}. Lipa hapa: ${input.link} ${STOP_HINT.sw}`
        : `Sherehe: asante kwa mchango uliotolewa kwa namba hii. Ahadi: ${input.link} ${STOP_HINT.sw}`;
    }
    return input.outstandingTzs > 0
      ? `Sherehe: a reminder of the pledge made with this number: ${amount} is still to pay, by ${due}. Pay here: ${input.link} ${STOP_HINT.en}`
      : `Sherehe: thank you for the pledge made with this number. The pledge: ${input.link} ${STOP_HINT.en}`;
  }
  if (input.language === 'sw') {
    return input.outstandingTzs > 0
      ? `Habari ${name}, tunakukumbusha ahadi yako ya mchango wa ${event}: zimebaki ${amount}, tafadhali lipa kabla ya ${due}. Lipa hapa: ${input.link} ${STOP_HINT.sw}`
      : `Habari ${name}, asante kwa mchango wako wa ${event}. Ahadi yako: ${input.link} ${STOP_HINT.sw}`;
  }
  return input.outstandingTzs > 0
    ? `Hello ${name}, a reminder of your pledge to ${event}: ${amount} is still to pay, by ${due}. Pay here: ${input.link} ${STOP_HINT.en}`
    : `Hello ${name}, thank you for your pledge to ${event}. Your pledge: ${input.link} ${STOP_HINT.en}`;
}

export const pledgeLink = (publicUrl: string, linkToken: string) =>
  `${publicUrl}/event-planners/pledges/${linkToken}`;
