// The news editor's values: what the form holds, what differs from the saved post, and the schedule's times in
// Dar es Salaam's wall clock.
import type { AdminNewsPost, NewsUpdate } from '@sherehe/core/api/news';
import { nowInTanzania } from '../../../lib/tanzania-clock.ts';

export type Values = {
  titleEn: string;
  titleSw: string;
  summaryEn: string;
  summarySw: string;
  bodyEn: string;
  bodySw: string;
  slug: string;
};
export type FieldName = keyof Values | 'publishAt';
export const fieldNames: readonly FieldName[] = [
  'titleEn',
  'titleSw',
  'summaryEn',
  'summarySw',
  'bodyEn',
  'bodySw',
  'slug',
  'publishAt',
];

export const empty: Values = {
  titleEn: '',
  titleSw: '',
  summaryEn: '',
  summarySw: '',
  bodyEn: '',
  bodySw: '',
  slug: '',
};

export const valuesOf = (post: AdminNewsPost): Values => ({
  titleEn: post.titleEn,
  titleSw: post.titleSw,
  summaryEn: post.summaryEn,
  summarySw: post.summarySw,
  bodyEn: post.bodyEn,
  bodySw: post.bodySw,
  slug: post.slug,
});

/** Only what differs from the saved post (the server trims, so trailing spaces alone do not count). */
export function changesOf(values: Values, saved: Values): NewsUpdate {
  const update: NewsUpdate = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const value = key.startsWith('body') ? values[key] : values[key].trim();
    if (value !== saved[key]) update[key] = value;
  }
  return update;
}

/** Dar es Salaam's wall clock as a datetime-local value, `minutes` from now. */
export const darLocal = (minutes = 0) => nowInTanzania(new Date(Date.now() + minutes * 60_000));
/** Tomorrow at 09:00 in Dar es Salaam: a sensible first choice for a schedule. */
export const tomorrowMorning = () => `${darLocal(24 * 60).slice(0, 10)}T09:00`;
/** The instant a Dar es Salaam wall-clock time names, as ISO (for words such as "19 Dec 2026, 09:00"). */
export const instantOf = (local: string) => new Date(`${local}:00+03:00`).toISOString();

export type Confirming = 'publish' | 'schedule' | 'unpublish' | 'unschedule' | 'delete';
