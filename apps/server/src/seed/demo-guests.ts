// The demo wedding's guest list: forty guests of both sides in households and groups, ten of them contributors whose
// phone matches their pledge (so the list shows pledges paid, partly paid, unpaid, overdue and cancelled), and a few
// without a phone (a card handed over, not texted). Written straight into the table, as the host imported it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventHistory, events } from '../db/schema/events.ts';
import { eventGuests } from '../db/schema/guests.ts';
import { DEMO_EVENT_CODE } from './demo-events.ts';

type Side = 'bride' | 'groom' | 'either';
/** Name, phone (null: none), group (null: none), side, seats, notes. */
type DemoGuest = [string, string | null, string | null, Side, number, string?];

const brideFamily = 'Familia ya Juma';
const brideFriends = 'Marafiki wa Amina';
const groomFamily = 'Familia ya Mwinyimkuu';
const groomWork = 'Wafanyakazi wenzake Hamisi';
const neighbours = 'Majirani wa Sinza';

const demoGuests: DemoGuest[] = [
  // The bride's family and friends; Mwanaidi, Rehema, Fatuma, Neema and Halima pledged with these phones.
  ['Mzee Juma Salim', '+255754300101', brideFamily, 'bride', 2, 'Baba wa bibi harusi: meza kuu'],
  ['Bi Zainabu Juma', '+255713300102', brideFamily, 'bride', 1, 'Mama wa bibi harusi: meza kuu'],
  ['Mwanaidi Shaban', '+255713220402', brideFamily, 'bride', 2],
  ['Ally Juma', '+255765300103', brideFamily, 'bride', 1],
  ['Mwajuma Salim', '+255784300104', brideFamily, 'bride', 3, 'Anakuja na watoto wawili'],
  ['Bibi Khadija Omari', null, brideFamily, 'bride', 1, 'Bibi wa bibi harusi: kiti karibu na mlango'],
  ['Rehema Mfinanga', '+255782440604', brideFriends, 'bride', 1],
  ['Fatuma Bakari', '+255715660806', brideFriends, 'bride', 2],
  ['Neema Kimaro', '+255716101210', brideFriends, 'bride', 1],
  ['Halima Ally', '+255717151614', brideFriends, 'bride', 1],
  ['Salma Rashidi', '+255757300105', brideFriends, 'bride', 1, 'Msimamizi wa bibi harusi'],
  ['Upendo Minja', '+255768300106', brideFriends, 'bride', 1],
  ['Aisha Mohamedi', '+255714300107', brideFriends, 'bride', 1],
  ['Mariamu Hassani', '+255786300108', null, 'bride', 2],
  // The groom's family and colleagues; Hamisi senior, Joseph, Godfrey and Saidi (cancelled) pledged.
  ['Mzee Hamisi Mwinyimkuu', '+255754210301', groomFamily, 'groom', 2, 'Baba wa bwana harusi: meza kuu'],
  ['Bi Mwanahawa Mwinyimkuu', '+255713300201', groomFamily, 'groom', 1, 'Mama wa bwana harusi: meza kuu'],
  ['Rashidi Mwinyimkuu', '+255765300202', groomFamily, 'groom', 1, 'Msimamizi wa bwana harusi'],
  ['Saidi Mohamed', '+255768121311', groomFamily, 'groom', 1],
  ['Omari Mwinyimkuu', '+255754300203', groomFamily, 'groom', 4, 'Familia yake yote'],
  ['Shangazi Tatu Mwinyimkuu', null, groomFamily, 'groom', 1],
  ['Joseph Massawe', '+255765330503', groomWork, 'groom', 2],
  ['Godfrey Temba', '+255755991109', groomWork, 'groom', 1],
  ['Emmanuel Shirima', '+255786300204', groomWork, 'groom', 1],
  ['Grace Mushi', '+255716300205', groomWork, 'groom', 2],
  ['Daudi Mbwambo', '+255769300206', groomWork, 'groom', 1],
  ['Elia Kweka', null, groomWork, 'groom', 1, 'Atathibitisha wiki ijayo'],
  ['Abdallah Said', '+255715300207', null, 'groom', 1],
  ['Yusufu Athumani', '+255782300208', null, 'groom', 2],
  // Both families' neighbours and the elders who guide the day.
  ['Mama Paulo Lyimo', '+255757300301', neighbours, 'either', 2],
  ['Baraka Mollel', '+255754550705', neighbours, 'either', 1],
  ['Bwana Selemani Kitwana', '+255713300302', neighbours, 'either', 2],
  ['Mwalimu Hadija Nassoro', '+255784300303', neighbours, 'either', 1],
  ['Frank Swai', '+255765300304', neighbours, 'either', 1],
  ['Mzee Athumani Kombo', null, neighbours, 'either', 1, 'Mgeni wa heshima'],
  ['Sheikh Abubakar Ali', '+255754300305', null, 'either', 1, 'Atafungisha ndoa'],
  ['Mchungaji Petro Urassa', '+255716300306', null, 'either', 2, 'Mgeni wa heshima'],
  ['Asha Kisanga', '+255768300307', null, 'either', 1],
  ['Consolata Massawe', '+255786300308', null, 'either', 1],
  ['Hussein Pazi', '+255717300309', null, 'either', 1],
  ['Winfrida Lema', null, null, 'either', 1],
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The host imported the first ones twelve days ago and added the rest by hand a day apart since. */
const IMPORTED = 34;

export async function seedDemoGuests(db: Database, now = new Date()): Promise<void> {
  const [event] = await db
    .select({ id: events.id, hostUserId: events.hostUserId })
    .from(events)
    .where(eq(events.code, DEMO_EVENT_CODE));
  // The demo wedding was removed (or never made): no guests.
  if (!event) return;
  const addedAt = (index: number) => daysAgo(now, index < IMPORTED ? 12 : 11 - (index - IMPORTED));
  await db.insert(eventGuests).values(
    demoGuests.map(([name, phone, groupName, side, seats, notes], index) => ({
      eventId: event.id,
      name,
      phone,
      groupName,
      side,
      seats,
      notes: notes ?? null,
      createdBy: event.hostUserId,
      createdAt: addedAt(index),
      updatedAt: addedAt(index),
    })),
  );
  const history = { eventId: event.id, actorUserId: event.hostUserId };
  await db.insert(eventHistory).values([
    {
      ...history,
      action: 'guests_imported',
      details: { added: IMPORTED, updated: 0 },
      createdAt: addedAt(0),
    },
    ...demoGuests.slice(IMPORTED).map(([name], index) => ({
      ...history,
      action: 'guest_added',
      details: { name },
      createdAt: addedAt(IMPORTED + index),
    })),
  ]);
}
