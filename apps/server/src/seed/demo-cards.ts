// The demo wedding's invitation cards: three card types (Single at once, Double once the pledge is paid, VIP once it
// reaches TSh 500,000), and cards for about half the guests as the rules would have made them: sent to those who may
// have one (one handed over, its guest having no phone), waiting for the pledges not there yet, one revoked; and a
// few answers, by the card's page and by text. Written straight into the tables, as the committee made them.
import { randomBytes, randomInt } from 'node:crypto';
import { CARD_CODE_ALPHABET, CARD_CODE_LENGTH } from '@sherehe/core/card-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventCardTypes, guestCards } from '../db/schema/cards.ts';
import { eventHistory, events } from '../db/schema/events.ts';
import { eventGuests } from '../db/schema/guests.ts';
import { DAY_MS } from './demo-clock.ts';
import { DEMO_EVENT_CODE } from './demo-events.ts';

type TypeName = 'Single' | 'Double' | 'VIP';
const demoTypes = [
  { name: 'Single', seats: 1, rule: 'now', amountTzs: null, daysAgo: 9 },
  { name: 'Double', seats: 2, rule: 'pledge_paid', amountTzs: null, daysAgo: 9 },
  { name: 'VIP', seats: 2, rule: 'pledge_amount', amountTzs: 500_000, daysAgo: 9 },
] as const;

type DemoCard = {
  guest: string;
  type: TypeName;
  /** sent: as made (texted, or handed over without a phone); released: waited, then its pledge met the rule. */
  as: 'sent' | 'waiting' | 'released' | 'revoked';
  releasedDaysAgo?: number;
  answer?: { answer: 'yes' | 'no'; via: 'card' | 'sms'; daysAgo: number };
};

// The pledges are those of demo-events.ts: Hamisi senior and Mwanaidi paid over TSh 500,000, Joseph paid his in
// full six days ago (in two parts), Rehema, Fatuma, Godfrey and Halima in part, Baraka and Neema not yet.
const demoCards: DemoCard[] = [
  {
    guest: 'Bi Zainabu Juma',
    type: 'Single',
    as: 'sent',
    answer: { answer: 'yes', via: 'card', daysAgo: 7 },
  },
  { guest: 'Ally Juma', type: 'Single', as: 'sent', answer: { answer: 'no', via: 'sms', daysAgo: 6 } },
  { guest: 'Salma Rashidi', type: 'Single', as: 'sent', answer: { answer: 'yes', via: 'sms', daysAgo: 7 } },
  { guest: 'Upendo Minja', type: 'Single', as: 'sent' },
  { guest: 'Aisha Mohamedi', type: 'Single', as: 'sent' },
  { guest: 'Bibi Khadija Omari', type: 'Single', as: 'sent' },
  {
    guest: 'Bi Mwanahawa Mwinyimkuu',
    type: 'Single',
    as: 'sent',
    answer: { answer: 'yes', via: 'card', daysAgo: 8 },
  },
  { guest: 'Rashidi Mwinyimkuu', type: 'Single', as: 'sent' },
  { guest: 'Saidi Mohamed', type: 'Single', as: 'sent' },
  {
    guest: 'Emmanuel Shirima',
    type: 'Single',
    as: 'sent',
    answer: { answer: 'no', via: 'card', daysAgo: 4 },
  },
  { guest: 'Daudi Mbwambo', type: 'Single', as: 'sent' },
  { guest: 'Abdallah Said', type: 'Single', as: 'revoked' },
  {
    guest: 'Joseph Massawe',
    type: 'Double',
    as: 'released',
    releasedDaysAgo: 6,
    answer: { answer: 'yes', via: 'card', daysAgo: 5 },
  },
  { guest: 'Rehema Mfinanga', type: 'Double', as: 'waiting' },
  { guest: 'Fatuma Bakari', type: 'Double', as: 'waiting' },
  { guest: 'Baraka Mollel', type: 'Double', as: 'waiting' },
  { guest: 'Neema Kimaro', type: 'Double', as: 'waiting' },
  { guest: 'Halima Ally', type: 'Double', as: 'waiting' },
  {
    guest: 'Mzee Hamisi Mwinyimkuu',
    type: 'VIP',
    as: 'sent',
    answer: { answer: 'yes', via: 'card', daysAgo: 8 },
  },
  { guest: 'Mwanaidi Shaban', type: 'VIP', as: 'sent', answer: { answer: 'yes', via: 'sms', daysAgo: 7 } },
  { guest: 'Godfrey Temba', type: 'VIP', as: 'waiting' },
];

/** The cards were made eight days ago; Abdallah's was revoked three days later. */
const MADE_DAYS_AGO = 8;
const REVOKED_DAYS_AGO = 5;

function codesFor(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    codes.add(
      Array.from(
        { length: CARD_CODE_LENGTH },
        () => CARD_CODE_ALPHABET[randomInt(CARD_CODE_ALPHABET.length)],
      ).join(''),
    );
  }
  return [...codes];
}

export async function seedDemoCards(db: Database, now = new Date()): Promise<void> {
  const [event] = await db
    .select({ id: events.id, hostUserId: events.hostUserId })
    .from(events)
    .where(eq(events.code, DEMO_EVENT_CODE));
  if (!event) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const guests = await db
    .select({ id: eventGuests.id, name: eventGuests.name, phone: eventGuests.phone })
    .from(eventGuests)
    .where(
      and(
        eq(eventGuests.eventId, event.id),
        inArray(
          eventGuests.name,
          demoCards.map((card) => card.guest),
        ),
      ),
    );
  const guestByName = new Map(guests.map((guest) => [guest.name, guest]));
  // The guest list was changed (or never made): the cards of the guests still there.
  const cards = demoCards.filter((card) => guestByName.has(card.guest));

  const types = await db
    .insert(eventCardTypes)
    .values(
      demoTypes.map((type, index) => ({
        eventId: event.id,
        name: type.name,
        seats: type.seats,
        rule: type.rule,
        amountTzs: type.amountTzs,
        // A minute apart, as the host typed them: the list shows them in that order.
        createdAt: new Date(at(type.daysAgo).getTime() + index * 60_000),
      })),
    )
    .returning({ id: eventCardTypes.id, name: eventCardTypes.name, seats: eventCardTypes.seats });
  const typeByName = new Map(types.map((type) => [type.name, type]));

  const made = at(MADE_DAYS_AGO);
  const codes = codesFor(cards.length);
  await db.insert(guestCards).values(
    cards.map((card, index) => {
      const guest = guestByName.get(card.guest) as { id: string; phone: string | null };
      const type = typeByName.get(card.type) as { id: string; seats: number };
      const released = card.as === 'released' ? at(card.releasedDaysAgo ?? MADE_DAYS_AGO) : null;
      const wentOut = card.as === 'waiting' ? null : (released ?? made);
      return {
        eventId: event.id,
        guestId: guest.id,
        typeId: type.id,
        code: codes[index] as string,
        token: randomBytes(32).toString('base64url'),
        seats: type.seats,
        status:
          card.as === 'waiting'
            ? ('waiting' as const)
            : card.as === 'revoked'
              ? ('revoked' as const)
              : ('sent' as const),
        // A guest without a phone had theirs handed over: never texted.
        sentAt: guest.phone ? wentOut : null,
        releasedAt: released,
        revokedAt: card.as === 'revoked' ? at(REVOKED_DAYS_AGO) : null,
        createdAt: made,
      };
    }),
  );
  for (const card of cards) {
    const guest = guestByName.get(card.guest) as { id: string };
    const seats = (typeByName.get(card.type) as { seats: number }).seats;
    await db
      .update(eventGuests)
      .set({
        seats,
        ...(card.answer
          ? {
              rsvp: card.answer.answer,
              rsvpSeats: card.answer.answer === 'yes' ? seats : 0,
              rsvpAt: at(card.answer.daysAgo),
              rsvpVia: card.answer.via,
            }
          : {}),
      })
      .where(eq(eventGuests.id, guest.id));
  }

  const count = (as: DemoCard['as']) => cards.filter((card) => card.as === as).length;
  const handedOver = cards.filter((card) => card.as === 'sent' && !guestByName.get(card.guest)?.phone).length;
  type Entry = typeof eventHistory.$inferInsert;
  const entry = (byHost: boolean, action: string, details: Entry['details'], createdAt: Date): Entry => ({
    eventId: event.id,
    actorUserId: byHost ? event.hostUserId : null,
    action,
    details,
    createdAt,
  });
  const history: Entry[] = [
    ...demoTypes.map((type) => entry(true, 'card_type_added', { name: type.name }, at(type.daysAgo))),
    entry(
      true,
      'cards_sent',
      {
        sent: count('sent') + count('revoked') - handedOver,
        waiting: count('waiting') + count('released'),
        withoutPhone: handedOver,
      },
      made,
    ),
  ];
  for (const card of cards) {
    if (card.as === 'released') {
      history.push(
        entry(false, 'card_released', { name: card.guest }, at(card.releasedDaysAgo ?? MADE_DAYS_AGO)),
      );
    }
    if (card.as === 'revoked') {
      history.push(entry(true, 'card_revoked', { name: card.guest }, at(REVOKED_DAYS_AGO)));
    }
    if (card.answer) {
      const { answer, daysAgo } = card.answer;
      const seats = answer === 'yes' ? (typeByName.get(card.type)?.seats ?? 1) : 0;
      history.push(entry(false, 'guest_answered', { name: card.guest, answer, seats }, at(daysAgo)));
    }
  }
  await db.insert(eventHistory).values(history);
}
