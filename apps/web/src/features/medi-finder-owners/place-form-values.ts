// The place form's values as typed, to and from the API's body: hours by day (open, closed or all day), coordinates
// as text until sent.
import type { CreatePlaceBody, OwnedPlace, PlaceKind } from '@sherehe/core/api/medi-finder';
import { offeringsOf } from '@sherehe/core/medi-finder/offerings';
import { ALL_DAY, isAllDay, type WeeklyHours } from '@sherehe/core/medi-finder/opening-hours';

export type DayMode = 'open' | 'closed' | 'allDay';
export type DayValue = { mode: DayMode; opens: string; closes: string };

export type PlaceFormValues = {
  kind: PlaceKind;
  name: string;
  phone: string;
  address: string;
  city: string;
  area: string;
  latitude: string;
  longitude: string;
  hours: DayValue[];
  offerings: string[];
};

export type TextField = 'name' | 'phone' | 'address' | 'city' | 'area' | 'latitude' | 'longitude';

const usualDay: DayValue = { mode: 'open', opens: '08:00', closes: '20:00' };
export const allDay: DayValue = { mode: 'allDay', ...ALL_DAY };

/** Monday to Saturday 08:00–20:00, closed on Sunday: a usual shop's week, for the owner to correct. */
export function newPlaceValues(): PlaceFormValues {
  return {
    kind: 'pharmacy',
    name: '',
    phone: '',
    address: '',
    city: '',
    area: '',
    latitude: '',
    longitude: '',
    hours: [...Array.from({ length: 6 }, () => ({ ...usualDay })), { ...usualDay, mode: 'closed' as const }],
    offerings: [],
  };
}

function dayOf(hours: WeeklyHours[number]): DayValue {
  if (!hours) return { ...usualDay, mode: 'closed' };
  if (isAllDay(hours)) return { ...allDay };
  return { mode: 'open', opens: hours.opens, closes: hours.closes };
}

export function placeValues(place: OwnedPlace): PlaceFormValues {
  return {
    kind: place.kind,
    name: place.name,
    phone: place.phone,
    address: place.address,
    city: place.city,
    area: place.area,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    hours: place.openingHours.map(dayOf),
    offerings: place.offerings,
  };
}

/** A typed coordinate as a number; blank or not a number is sent as NaN (null in JSON), so the server says why. */
export function coordinate(typed: string): number {
  const compact = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(compact)) return Number.NaN;
  return Number(compact);
}

/** Six decimals are about 10 cm: plenty for a door, and short enough to read. */
export const roundCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

export function toBody(values: PlaceFormValues): CreatePlaceBody {
  return {
    kind: values.kind,
    name: values.name,
    phone: values.phone,
    address: values.address,
    city: values.city,
    area: values.area,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    openingHours: values.hours.map((day) =>
      day.mode === 'closed'
        ? null
        : day.mode === 'allDay'
          ? { ...ALL_DAY }
          : { opens: day.opens, closes: day.closes },
    ),
    // Only the boxes of this kind: a pharmacy's services do not follow a switch to a diagnostic centre.
    offerings: values.offerings.filter((offering) => offeringsOf(values.kind).includes(offering)),
  };
}
