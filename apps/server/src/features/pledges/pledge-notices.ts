// What a contributor is told, in their own language, through the outbox: their pledge noted (or changed), their link
// again when the Contribute form meets their phone a second time, and thanks for each payment with what is paid and
// what is still owed. Every message carries their own pledge link. A phone that replied STOP gets no text; an e-mail,
// when they gave one, still goes. The host and the treasurers hear of each pledge and mobile-money payment in their
// inbox (features/notifications), pushed to their browsers.
import { formatTzs } from '@sherehe/core/money';
import type { Database } from '../../db/client.ts';
import { enqueueMail, enqueueSms, type Sending } from '../../platform/mail/outbox.ts';
import { hasOptedIn, isOptedOut } from '../../platform/outbound/opted-in.ts';
import { notify } from '../notifications/service.ts';
import { hostAndTreasurers } from './queries.ts';

export type PledgeNotice =
  | { kind: 'pledged'; amountTzs: number }
  | { kind: 'pledge_changed'; amountTzs: number }
  // Someone pledged again with this phone on the Contribute form: nothing changed, the owner gets their link.
  | { kind: 'link_again' }
  | { kind: 'thanks'; receivedTzs: number; paidTzs: number; outstandingTzs: number };

type Contributor = {
  name: string;
  phone: string;
  email: string | null;
  language: 'en' | 'sw';
  linkToken: string;
};

export const pledgeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/event-planners/pledges/${token}`;

function wordsOf(notice: PledgeNotice, who: Contributor, eventName: string, link: string) {
  const money = (amount: number) => formatTzs(amount, who.language);
  const en = who.language === 'en';
  switch (notice.kind) {
    case 'pledged':
      return en
        ? {
            subject: `Your pledge to ${eventName}`,
            text: `Thank you, ${who.name}! Your pledge of ${money(notice.amountTzs)} to ${eventName} is noted. See it and pay here: ${link}`,
          }
        : {
            subject: `Ahadi yako kwa ${eventName}`,
            text: `Asante, ${who.name}! Ahadi yako ya ${money(notice.amountTzs)} kwa ${eventName} imepokelewa. Ione na ulipe hapa: ${link}`,
          };
    case 'pledge_changed':
      return en
        ? {
            subject: `Your pledge to ${eventName} was changed`,
            text: `${who.name}, your pledge to ${eventName} is now ${money(notice.amountTzs)}. See it and pay here: ${link}`,
          }
        : {
            subject: `Ahadi yako kwa ${eventName} imebadilishwa`,
            text: `${who.name}, ahadi yako kwa ${eventName} sasa ni ${money(notice.amountTzs)}. Ione na ulipe hapa: ${link}`,
          };
    case 'link_again':
      return en
        ? {
            subject: `Your pledge to ${eventName}`,
            text: `This phone has already pledged to ${eventName}, so nothing was changed. To see or change your pledge, open your link: ${link}`,
          }
        : {
            subject: `Ahadi yako kwa ${eventName}`,
            text: `Namba hii tayari imetoa ahadi kwa ${eventName}, kwa hiyo hakuna kilichobadilishwa. Kuiona au kuibadilisha ahadi yako, fungua kiungo chako: ${link}`,
          };
    case 'thanks': {
      const rest = en
        ? notice.outstandingTzs > 0
          ? `Paid so far ${money(notice.paidTzs)}; still to pay ${money(notice.outstandingTzs)}.`
          : `Your pledge is paid in full (${money(notice.paidTzs)}).`
        : notice.outstandingTzs > 0
          ? `Umelipa jumla ${money(notice.paidTzs)}; bado ${money(notice.outstandingTzs)}.`
          : `Ahadi yako imelipwa yote (${money(notice.paidTzs)}).`;
      return en
        ? {
            subject: `Thank you for your contribution to ${eventName}`,
            text: `Thank you, ${who.name}! We received ${money(notice.receivedTzs)} for ${eventName}. ${rest} ${link}`,
          }
        : {
            subject: `Asante kwa mchango wako kwa ${eventName}`,
            text: `Asante, ${who.name}! Tumepokea ${money(notice.receivedTzs)} kwa ${eventName}. ${rest} ${link}`,
          };
    }
  }
}

/**
 * The same notices for a number or address that never showed it wants our messages (platform/outbound/opted-in.ts):
 * amounts and the link, but no name anyone typed, neither the contributor's nor the event's.
 */
function plainWordsOf(notice: PledgeNotice, language: 'en' | 'sw', link: string, channel: 'sms' | 'email') {
  const money = (amount: number) => formatTzs(amount, language);
  const en = language === 'en';
  const by =
    channel === 'sms'
      ? { en: 'with this number', sw: 'kwa namba hii' }
      : { en: 'giving this e-mail address', sw: 'ikitaja barua pepe hii' };
  const subject = en ? 'A pledge on Sherehe' : 'Ahadi kwenye Sherehe';
  switch (notice.kind) {
    case 'pledged':
      return {
        subject,
        text: en
          ? `Sherehe: a pledge of ${money(notice.amountTzs)} was made ${by.en}. See it, change it or pay here: ${link}`
          : `Sherehe: ahadi ya ${money(notice.amountTzs)} imetolewa ${by.sw}. Ione, ibadilishe au ulipe hapa: ${link}`,
      };
    case 'pledge_changed':
      return {
        subject,
        text: en
          ? `Sherehe: the pledge made ${by.en} is now ${money(notice.amountTzs)}. See it here: ${link}`
          : `Sherehe: ahadi iliyotolewa ${by.sw} sasa ni ${money(notice.amountTzs)}. Ione hapa: ${link}`,
      };
    case 'link_again':
      return {
        subject,
        text: en
          ? `Sherehe: a pledge was made ${by.en} already, so nothing was changed. To see or change it: ${link}`
          : `Sherehe: ahadi ilikwisha tolewa ${by.sw}, kwa hiyo hakuna kilichobadilishwa. Kuiona au kuibadilisha: ${link}`,
      };
    case 'thanks':
      return {
        subject,
        text: en
          ? `Sherehe: we received ${money(notice.receivedTzs)} for the pledge made ${by.en}; still to pay ${money(notice.outstandingTzs)}. ${link}`
          : `Sherehe: tumepokea ${money(notice.receivedTzs)} kwa ahadi iliyotolewa ${by.sw}; bado ${money(notice.outstandingTzs)}. ${link}`,
      };
  }
}

/** Written in the caller's transaction: the message goes only if the pledge or payment it is about was saved. */
export async function notifyContributor(
  tx: Database,
  publicUrl: string,
  who: Contributor,
  eventName: string,
  notice: PledgeNotice,
  sending: Sending,
): Promise<void> {
  const link = pledgeLink(publicUrl, who.linkToken);
  const wordsFor = async (contact: { kind: 'phone' | 'email'; value: string }) =>
    (await hasOptedIn(tx, contact))
      ? wordsOf(notice, who, eventName, link)
      : plainWordsOf(notice, who.language, link, contact.kind === 'phone' ? 'sms' : 'email');
  if (!(await isOptedOut(tx, who.phone))) {
    const words = await wordsFor({ kind: 'phone', value: who.phone });
    // A pledge's link sent again on request is a link asked for: SMS, as the first one was.
    const news = notice.kind === 'link_again' ? {} : { news: true as const };
    await enqueueSms(tx, { to: who.phone, text: words.text }, { ...sending, ...news });
  }
  if (who.email) {
    const words = await wordsFor({ kind: 'email', value: who.email });
    await enqueueMail(tx, { to: who.email, subject: words.subject, text: words.text }, sending);
  }
}

export type OrganiserNotice =
  | { kind: 'pledge.received'; pledgeId: string }
  | { kind: 'pledge.changed'; pledgeId: string; changedAt: Date }
  | { kind: 'pledge.payment_received'; attemptId: string };

/** To the host and the treasurers, in the caller's transaction; each told once per pledge, change or payment. */
export async function notifyOrganisers(
  tx: Database,
  event: { id: string; name: string },
  notice: OrganiserNotice,
  about: { name: string; amountTzs: number },
): Promise<void> {
  const dedupeKey =
    notice.kind === 'pledge.payment_received'
      ? `pledge-payment:${notice.attemptId}`
      : notice.kind === 'pledge.received'
        ? `pledge:${notice.pledgeId}:new`
        : // each change is its own news, even back to an earlier amount
          `pledge:${notice.pledgeId}:changed:${notice.changedAt.toISOString()}`;
  for (const userId of await hostAndTreasurers(tx, event.id)) {
    await notify(tx, {
      userId,
      kind: notice.kind,
      params: { eventName: event.name, name: about.name, amountTzs: about.amountTzs },
      path: `/event-planners/events/${event.id}`,
      dedupeKey,
    });
  }
}
