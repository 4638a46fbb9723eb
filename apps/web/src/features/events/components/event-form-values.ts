// The host's form as typed, its checks before sending (the same reasons the server gives), and the body it sends.
import type { EventDetail, EventInput } from '@sherehe/core/api/events';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { formatDecimal } from '@sherehe/core/decimal-text';
import {
  EVENT_NAME_MAX,
  EVENT_STORY_MAX,
  EVENT_TARGET_MAX_TZS,
  EVENT_TARGET_MIN_TZS,
  EVENT_VENUE_MAX,
  type EventKind,
} from '@sherehe/core/event-rules';
import type { Language } from '@sherehe/core/money';
import type { Problem } from '../../../lib/error-text.ts';
import { nowInTanzania } from '../../../lib/tanzania-clock.ts';

export const eventFormFields = [
  'name',
  'kind',
  'startsAt',
  'venue',
  'story',
  'targetTzs',
  'pledgeDeadline',
  'showRaised',
  'language',
] as const;
export type EventFormField = (typeof eventFormFields)[number];

export type EventFormValues = {
  name: string;
  kind: EventKind | '';
  startsAt: string;
  venue: string;
  story: string;
  /** As typed: "1,500,000" and "1 500 000" both mean 1500000. */
  target: string;
  pledgeDeadline: string;
  showRaised: boolean;
  language: Language;
};

export function emptyEventForm(language: Language): EventFormValues {
  return {
    name: '',
    kind: '',
    startsAt: '',
    venue: '',
    story: '',
    target: '',
    pledgeDeadline: '',
    showRaised: true,
    language,
  };
}

export function eventFormFrom(event: EventDetail): EventFormValues {
  return {
    name: event.name,
    kind: event.kind,
    startsAt: event.startsAtLocal,
    venue: event.venue,
    story: event.story,
    target: formatDecimal(event.figures.targetTzs, 0),
    pledgeDeadline: event.pledgeDeadline,
    showRaised: event.showRaised,
    language: event.language,
  };
}

/** Whole shillings from what was typed, or null when it is not a whole number. */
export function parseAmount(typed: string): number | null {
  const compact = typed.replace(/[\s,._]/g, '');
  return /^\d{1,15}$/.test(compact) ? Number(compact) : null;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The first thing to fix in each field, worded like the server's refusals; empty when the form may be sent. When
 * editing (`initial`), a date left as it was is not refused for having passed: the host may still fix a typo.
 */
export function checkEventForm(
  values: EventFormValues,
  { now = new Date(), initial }: { now?: Date; initial?: EventFormValues } = {},
): Partial<Record<EventFormField, Problem>> {
  const problems: Partial<Record<EventFormField, Problem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = { reason: 'event.name_required' };
  else if (name.length > EVENT_NAME_MAX)
    problems.name = { reason: 'event.name_too_long', params: { max: EVENT_NAME_MAX } };
  if (!values.kind) problems.kind = { reason: 'event.kind_invalid' };
  if (!LOCAL_DATE_TIME.test(values.startsAt)) problems.startsAt = { reason: 'event.starts_at_invalid' };
  else if (values.startsAt !== initial?.startsAt && values.startsAt <= nowInTanzania(now))
    problems.startsAt = { reason: 'event.date_past' };
  const venue = values.venue.trim();
  if (!venue) problems.venue = { reason: 'event.venue_required' };
  else if (venue.length > EVENT_VENUE_MAX)
    problems.venue = { reason: 'event.venue_too_long', params: { max: EVENT_VENUE_MAX } };
  if (values.story.trim().length > EVENT_STORY_MAX)
    problems.story = { reason: 'event.story_too_long', params: { max: EVENT_STORY_MAX } };
  const target = parseAmount(values.target);
  if (target === null || target < EVENT_TARGET_MIN_TZS || target > EVENT_TARGET_MAX_TZS)
    problems.targetTzs = {
      reason: 'event.target_invalid',
      params: { min: formatDecimal(EVENT_TARGET_MIN_TZS, 0), max: formatDecimal(EVENT_TARGET_MAX_TZS, 0) },
    };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.pledgeDeadline))
    problems.pledgeDeadline = { reason: 'event.deadline_invalid' };
  else if (values.pledgeDeadline !== initial?.pledgeDeadline && values.pledgeDeadline < todayInTanzania(now))
    problems.pledgeDeadline = { reason: 'event.deadline_past' };
  else if (LOCAL_DATE_TIME.test(values.startsAt) && values.pledgeDeadline > values.startsAt.slice(0, 10))
    problems.pledgeDeadline = { reason: 'event.deadline_after_event' };
  return problems;
}

/** The body of POST /events; call only once checkEventForm found nothing. */
export function eventInputOf(values: EventFormValues): EventInput {
  return {
    name: values.name.trim(),
    kind: values.kind as EventKind,
    startsAt: values.startsAt,
    venue: values.venue.trim(),
    story: values.story.trim(),
    targetTzs: parseAmount(values.target) ?? 0,
    pledgeDeadline: values.pledgeDeadline,
    showRaised: values.showRaised,
    language: values.language,
  };
}
