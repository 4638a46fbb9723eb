// What a guest is texted about their card, in the event's language: the card's link and how to answer (NDIYO or
// HAPANA, YES or NO), a reminder to answer, and the thanks for an answer. To a number that never showed it wants
// Sherehe's messages (platform/outbound/opted-in.ts) the text names neither the guest nor the event, words the
// committee typed; the card's page, one tap away, shows them.
import { cardPagePath } from '@sherehe/core/card-rules';
import type { Language } from '@sherehe/core/money';

export const cardLink = (publicUrl: string, token: string) => `${publicUrl}${cardPagePath(token)}`;

type About = {
  language: Language;
  /** The number showed it wants our messages: the guest's first name and the event's name may be written. */
  personal: boolean;
  guestName: string;
  eventName: string;
  link: string;
};

// Long names would push the text past two segments; the link and the answer words matter more.
const shortened = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`;
const firstName = (name: string) => shortened(name.trim().split(/\s+/)[0] ?? '', 20);
const eventOf = (name: string) => shortened(name.trim(), 40);

const HOW_TO_ANSWER = {
  en: 'Reply YES if you will come or NO if not.',
  sw: 'Jibu NDIYO kama utakuja au HAPANA kama hutakuja.',
} as const;

const seatWords = (seats: number, language: Language) =>
  language === 'sw' ? `watu ${seats}` : seats === 1 ? '1 seat' : `${seats} seats`;

/** The card itself, sent or released. */
export function cardText(about: About & { seats: number }): string {
  const { language, link } = about;
  const seats = seatWords(about.seats, language);
  if (!about.personal) {
    return language === 'sw'
      ? `Sherehe: kadi ya mwaliko imetumwa kwa namba hii (${seats}). Ifungue: ${link} ${HOW_TO_ANSWER.sw}`
      : `Sherehe: an invitation card was sent to this number (${seats}). Open it: ${link} ${HOW_TO_ANSWER.en}`;
  }
  const name = firstName(about.guestName);
  const event = eventOf(about.eventName);
  return language === 'sw'
    ? `Habari ${name}, umealikwa: ${event}. Kadi yako (${seats}): ${link} ${HOW_TO_ANSWER.sw}`
    : `Hello ${name}, you are invited: ${event}. Your card (${seats}): ${link} ${HOW_TO_ANSWER.en}`;
}

/** To a guest whose card was sent and who has not answered. */
export function answerReminderText(about: About): string {
  const { language, link } = about;
  if (!about.personal) {
    return language === 'sw'
      ? `Sherehe: tafadhali jibu mwaliko uliotumwa kwa namba hii. ${HOW_TO_ANSWER.sw} Kadi: ${link}`
      : `Sherehe: please answer the invitation sent to this number. ${HOW_TO_ANSWER.en} The card: ${link}`;
  }
  const name = firstName(about.guestName);
  const event = eventOf(about.eventName);
  return language === 'sw'
    ? `Habari ${name}, utakuja ${event}? ${HOW_TO_ANSWER.sw} Kadi yako: ${link}`
    : `Hello ${name}, will you come to ${event}? ${HOW_TO_ANSWER.en} Your card: ${link}`;
}

/** The thanks for an answer by text: no name at all, so it fits any number. */
export function answerNotedText(language: Language, answer: 'yes' | 'no', seats: number): string {
  if (language === 'sw') {
    return answer === 'yes'
      ? `Sherehe: asante, jibu lako limepokelewa: utakuja (${seatWords(seats, 'sw')}). Ukibadili nia, jibu HAPANA.`
      : 'Sherehe: asante, jibu lako limepokelewa: hutakuja. Ukibadili nia, jibu NDIYO.';
  }
  return answer === 'yes'
    ? `Sherehe: thank you, your answer is noted: coming (${seatWords(seats, 'en')}). Changed your mind? Reply NO.`
    : 'Sherehe: thank you, your answer is noted: not coming. Changed your mind? Reply YES.';
}
