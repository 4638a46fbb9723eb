// The demo Medi-Finder as plain data, made from a seed: owners, places (where, hours, offerings, status, ratings)
// and subscriptions. Same seed and day, same plan; demo-medi-finder.ts writes it to the database.
import { diagnosticTests, pharmacyServices } from '@sherehe/core/medi-finder/offerings';
import { tanzaniaDate, type WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';
import { type Random, seededRandom } from '../catalogue/prng.ts';
import { type DemoArea, type DemoCity, demoCities } from './areas.ts';
import {
  centreStems,
  centreSuffixes,
  demoOwners,
  localStems,
  pharmacyStems,
  pharmacySuffixes,
} from './names.ts';

const DAY_MS = 86_400_000;
const METRES_PER_DEGREE = 111_320;
const NEAREST_M = 200;

export type DemoOwner = { name: string; slug: string; phone: string; city: string };
export type DemoSubscription = {
  plan: 'monthly' | 'quarterly' | 'yearly';
  startsOn: string;
  endsOn: string;
};
export type DemoPlace = {
  kind: 'pharmacy' | 'diagnostic_center';
  /** An index into owners, or null for the demo vendor account. */
  owner: number | null;
  name: string;
  phone: string;
  address: string;
  city: string;
  area: string;
  latitude: number;
  longitude: number;
  openingHours: WeeklyHours;
  offerings: string[];
  status: 'pending' | 'listed' | 'hidden';
  hiddenReason: string | null;
  createdAt: Date;
  verifiedAt: Date | null;
  updatedAt: Date;
  ratingCount: number;
  ratingSum: number;
  subscriptions: DemoSubscription[];
};

// ---- Opening hours ----

const open = (opens: string, closes: string) => ({ opens, closes });
const week = (weekdays: WeeklyHours[number], saturday: WeeklyHours[number], sunday: WeeklyHours[number]) => [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  saturday,
  sunday,
];
const allDay = open('00:00', '24:00');

// [weight, hours]: most keep shop hours with a shorter weekend; some never close, some close after midnight.
const pharmacyHours: Array<[number, WeeklyHours]> = [
  [30, week(open('08:00', '21:00'), open('08:00', '18:00'), open('10:00', '14:00'))],
  [20, week(open('08:00', '22:00'), open('08:00', '22:00'), open('09:00', '17:00'))],
  [14, week(allDay, allDay, allDay)],
  [8, week(open('07:30', '01:00'), open('07:30', '01:00'), open('07:30', '01:00'))],
  [
    5,
    [
      open('08:00', '23:00'),
      open('08:00', '23:00'),
      open('08:00', '23:00'),
      open('08:00', '23:00'),
      open('08:00', '02:00'),
      open('08:00', '02:00'),
      open('10:00', '23:00'),
    ],
  ],
  [15, week(open('08:30', '20:00'), open('08:30', '20:00'), null)],
  [8, week(open('08:00', '19:00'), open('09:00', '14:00'), null)],
];
const centreHours: Array<[number, WeeklyHours]> = [
  [35, week(open('07:00', '20:00'), open('08:00', '16:00'), open('09:00', '13:00'))],
  [30, week(open('07:30', '18:00'), open('08:00', '14:00'), null)],
  [12, week(allDay, allDay, allDay)],
  [15, week(open('07:00', '21:00'), open('07:00', '21:00'), open('08:00', '18:00'))],
  [8, week(open('06:30', '00:30'), open('06:30', '00:30'), open('08:00', '22:00'))],
];

// ---- Services and tests ----

const serviceChance: Record<string, number> = {
  prescriptions: 1,
  over_the_counter: 1,
  blood_pressure: 0.6,
  blood_sugar: 0.5,
  malaria_rapid_test: 0.45,
  family_planning: 0.5,
  baby_care: 0.55,
  health_insurance: 0.4,
  home_delivery: 0.3,
  mobile_money: 0.8,
};
const testChance: Record<string, number> = {
  full_blood_count: 1,
  malaria: 1,
  blood_sugar: 1,
  urinalysis: 1,
  hiv: 0.8,
  liver_function: 0.6,
  kidney_function: 0.6,
  lipid_profile: 0.55,
  x_ray: 0.5,
  ultrasound: 0.6,
  ecg: 0.4,
  ct_scan: 0.15,
  mri: 0.07,
};

function offeringsOf(random: Random, kind: DemoPlace['kind'], city: string): string[] {
  if (kind === 'pharmacy') return pharmacyServices.filter((key) => random.chance(serviceChance[key] ?? 0));
  // CT and MRI scanners stand only in the larger cities.
  const big = city !== 'Moshi' && city !== 'Zanzibar';
  return diagnosticTests.filter(
    (key) => random.chance(testChance[key] ?? 0) && (big || (key !== 'ct_scan' && key !== 'mri')),
  );
}

// ---- Where ----

function weighted<T>(random: Random, items: ReadonlyArray<readonly [number, T]>): T {
  const total = items.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [weight, item] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (items.at(-1) as readonly [number, T])[1];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point a few hundred metres to `spreadM` from the area's point, on its landward side; uniform over the ring. */
function pointNear(random: Random, area: DemoArea): { latitude: number; longitude: number } {
  const [from, to] = area.landward ?? [0, 360];
  const bearing = ((from + random.next() * (to - from)) * Math.PI) / 180;
  const distance = Math.sqrt(NEAREST_M ** 2 + random.next() * (area.spreadM ** 2 - NEAREST_M ** 2));
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  return {
    latitude: round6(area.lat + north / METRES_PER_DEGREE),
    longitude: round6(area.long + east / (METRES_PER_DEGREE * Math.cos((area.lat * Math.PI) / 180))),
  };
}

/** The street or landmark only: the place's area and city are fields of their own, shown beside it. */
function addressIn(random: Random, area: DemoArea): string {
  if (random.chance(0.65)) return `Plot ${random.int(1, 240)}, ${random.pick(area.streets)}`;
  const landmark = random.pick(area.landmarks);
  return `${random.pick(['Near', 'Opposite', 'Next to'])} ${landmark}`;
}

// ---- Who ----

// Vodacom, Airtel, Yas (Tigo), Halotel and Zantel mobile prefixes.
const mobilePrefixes = ['754', '755', '757', '765', '768', '713', '715', '716', '655', '657', '658', '652'];
const mobilePrefixesMore = ['678', '688', '689', '683', '784', '787', '782', '621', '624', '777', '773'];

function uniquePhone(random: Random, taken: Set<string>): string {
  for (;;) {
    const prefix = random.pick(random.chance(0.6) ? mobilePrefixes : mobilePrefixesMore);
    const phone = `+255${prefix}${random.int(100_000, 999_999)}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function uniqueName(
  random: Random,
  kind: DemoPlace['kind'],
  city: string,
  area: DemoArea,
  taken: Set<string>,
): string {
  const local = localStems[city] ?? [];
  for (let attempt = 0; ; attempt++) {
    // Now and then a place is named after its neighbourhood ("Kariakoo Pharmacy") or its city's landmark.
    const roll = random.next();
    const own = roll < 0.1 ? area.name : roll < 0.25 ? random.pick(local) : null;
    const name =
      kind === 'pharmacy'
        ? `${own ?? random.pick(pharmacyStems)} ${random.pick(pharmacySuffixes)}`
        : `${own ?? random.pick(centreStems)} ${random.pick(centreSuffixes)}`;
    // After a few tries a name already used becomes a branch, named for its neighbourhood, as chains here do.
    if (taken.has(name) && attempt > 8) {
      const branch = `${name} ${area.name}`;
      if (!taken.has(branch)) {
        taken.add(branch);
        return branch;
      }
    }
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

// ---- When ----

const isoDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const planDays = { monthly: 30, quarterly: 91, yearly: 365 } as const;
const plans = ['monthly', 'quarterly', 'yearly'] as const;

function subscription(plan: DemoSubscription['plan'], startsOn: string): DemoSubscription {
  return { plan, startsOn, endsOn: isoDay(startsOn, planDays[plan] - 1) };
}

/** A current subscription (begun some days ago), an expired one, or one that begins in a few days. */
function subscriptionsOf(random: Random, today: string, state: 'active' | 'expired' | 'upcoming') {
  const plan = weighted(random, [
    [5, 'monthly'],
    [3, 'quarterly'],
    [2, 'yearly'],
  ] as const);
  const length = planDays[plan];
  if (state === 'upcoming') return [subscription(plan, isoDay(today, random.int(3, 10)))];
  if (state === 'expired') return [subscription(plan, isoDay(today, -length - random.int(1, 120)))];
  const current = subscription(plan, isoDay(today, -random.int(0, length - 1)));
  // Some renewed: the plan before this one ended the day before it began.
  if (!random.chance(0.2)) return [current];
  const before = random.pick(plans);
  return [subscription(before, isoDay(current.startsOn, -planDays[before])), current];
}

// ---- The demo vendor's own places (fixed, so the end-to-end journeys can find them by name) ----

export const demoVendorPlaces = {
  listed: 'Kilimanjaro Family Pharmacy',
  expired: 'Mawenzi Chemist',
  pending: 'Kibo Diagnostic Centre',
} as const;

const HIDDEN_REASON =
  'The phone number did not answer for two weeks and the address could not be confirmed. Update both and ask us to list the place again.';

export function planDemoMediFinder(now: Date, seed = 6): { owners: DemoOwner[]; places: DemoPlace[] } {
  const random = seededRandom(seed);
  const today = tanzaniaDate(now);
  const phones = new Set(['+255754100200', '+255754000001']);
  const names = new Set<string>(Object.values(demoVendorPlaces));
  const daysAgo = (days: number, hour = 9) =>
    new Date(now.getTime() - days * DAY_MS + (hour - 12) * 3_600_000);

  const owners: DemoOwner[] = [];
  const ownersOf = new Map<string, number[]>();
  for (const [city, businesses] of Object.entries(demoOwners)) {
    ownersOf.set(
      city,
      businesses.map(
        (name) => owners.push({ name, slug: slugOf(name), phone: uniquePhone(random, phones), city }) - 1,
      ),
    );
  }

  const places: DemoPlace[] = [];
  const place = (
    city: DemoCity,
    area: DemoArea,
    kind: DemoPlace['kind'],
    owner: number | null,
    name: string,
  ): DemoPlace => {
    const createdAt = daysAgo(random.int(20, 720), random.int(8, 17));
    const verifiedAt = new Date(createdAt.getTime() + random.int(1, 5) * DAY_MS);
    const rated = random.chance(0.5);
    const ratingCount = rated ? 1 + Math.floor(random.next() ** 2 * 80) : 0;
    const average = 3.2 + Math.sqrt(random.next()) * 1.75;
    return {
      kind,
      owner,
      name,
      phone: uniquePhone(random, phones),
      address: addressIn(random, area),
      city: city.name,
      area: area.name,
      ...pointNear(random, area),
      openingHours: weighted(random, kind === 'pharmacy' ? pharmacyHours : centreHours),
      offerings: offeringsOf(random, kind, city.name),
      status: 'listed',
      hiddenReason: null,
      createdAt,
      verifiedAt,
      updatedAt: verifiedAt,
      ratingCount,
      ratingSum: Math.min(5 * ratingCount, Math.max(ratingCount, Math.round(average * ratingCount))),
      subscriptions: [],
    };
  };

  // The demo vendor works in Moshi: one listed pharmacy with a current subscription, one whose subscription ran
  // out, and a diagnostic centre waiting for an admin.
  const moshi = demoCities.find((city) => city.name === 'Moshi') as DemoCity;
  const moshiArea = (name: string) => moshi.areas.find((area) => area.name === name) as DemoArea;
  const own = [
    place(moshi, moshiArea('Soweto'), 'pharmacy', null, demoVendorPlaces.listed),
    place(moshi, moshiArea('Majengo'), 'pharmacy', null, demoVendorPlaces.expired),
    place(moshi, moshiArea('Shanty Town'), 'diagnostic_center', null, demoVendorPlaces.pending),
  ];
  own[0]?.subscriptions.push(subscription('quarterly', isoDay(today, -20)));
  own[1]?.subscriptions.push(subscription('monthly', isoDay(today, -75)));
  places.push(...own);

  for (const city of demoCities) {
    const areas = city.areas.map((area) => [area.weight, area] as const);
    const cityOwners = ownersOf.get(city.name) ?? [];
    const mine = own.filter((p) => p.city === city.name);
    for (const [kind, count] of [
      ['pharmacy', city.pharmacies],
      ['diagnostic_center', city.centres],
    ] as const) {
      const made = mine.filter((p) => p.kind === kind).length;
      for (let n = made; n < count; n++) {
        const area = weighted(random, areas);
        const owner = cityOwners[random.int(0, cityOwners.length - 1)] ?? 0;
        places.push(place(city, area, kind, owner, uniqueName(random, kind, city.name, area, names)));
      }
    }
  }

  // Work for the admins: two places just registered, one hidden with its reason.
  const generated = places.slice(own.length);
  for (const index of [17, 131]) {
    const waiting = generated[index];
    if (!waiting) continue;
    const createdAt = daysAgo(random.int(1, 6), random.int(8, 20));
    Object.assign(waiting, { status: 'pending', verifiedAt: null, createdAt, updatedAt: createdAt });
    Object.assign(waiting, { ratingCount: 0, ratingSum: 0 });
  }
  const pending = own[2] as DemoPlace;
  const registered = daysAgo(2, 10);
  Object.assign(pending, {
    status: 'pending',
    verifiedAt: null,
    createdAt: registered,
    updatedAt: registered,
  });
  Object.assign(pending, { ratingCount: 0, ratingSum: 0 });
  const hidden = generated[64];
  if (hidden) Object.assign(hidden, { status: 'hidden', hiddenReason: HIDDEN_REASON, updatedAt: daysAgo(9) });

  // About 40% of the listed places subscribe: most are current, some ran out, one begins next week.
  let upcoming = false;
  for (const entry of generated) {
    if (entry.status !== 'listed' || !random.chance(0.42)) continue;
    const state = !upcoming ? 'upcoming' : random.chance(0.72) ? 'active' : 'expired';
    upcoming = true;
    entry.subscriptions = subscriptionsOf(random, today, state);
    // A place is registered and verified before its first subscription begins.
    const first = Date.parse(`${entry.subscriptions[0]?.startsOn}T06:00:00Z`);
    if (first < (entry.verifiedAt?.getTime() ?? 0)) {
      entry.createdAt = new Date(first - random.int(3, 30) * DAY_MS);
      entry.verifiedAt = new Date(entry.createdAt.getTime() + DAY_MS);
      entry.updatedAt = entry.verifiedAt;
    }
  }
  return { owners, places };
}
