// Turns the conversation's stored keys and raw values into the words on screen, in the language on screen: money
// as TZS or TSh, catering styles and extras by their names in the price tables, cities and categories by name.
import type { PlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useTranslation } from 'react-i18next';
import { toLanguage, useFormatTzs } from '../../lib/format.ts';
import type { LineValues } from './planner-messages.ts';
import { cityNames } from './venue-places.ts';

export function usePlannerText(catalogue: PlannerCatalogue) {
  const { t, i18n } = useTranslation('planner');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const formatTzs = useFormatTzs();

  const cateringName = (key: string) =>
    catalogue.catering.find((style) => style.key === key)?.[language] ?? key;
  const extraName = (key: string) => catalogue.extras.find((extra) => extra.key === key)?.[language] ?? key;

  function line(key: string, values: LineValues = {}): string {
    const options: Record<string, string | number> = {};
    if (values.count !== undefined) options.count = values.count;
    if (values.capacity !== undefined) options.capacity = values.capacity;
    if (values.budget !== undefined) options.budget = formatTzs(values.budget);
    if (values.total !== undefined) options.total = formatTzs(values.total);
    if (values.style !== undefined) options.style = cateringName(values.style);
    if (values.city !== undefined) options.city = cityNames[values.city];
    if (values.category !== undefined) options.category = t(`venues.categories.${values.category}`);
    return t(key, options);
  }

  return { t, language, formatTzs, cateringName, extraName, line };
}

/** How many entries a list of strings has (the greetings, the replies to a guest count); 1 when it is missing. */
export function listLength(
  t: (key: string, options: { returnObjects: true }) => unknown,
  key: string,
): number {
  const list = t(key, { returnObjects: true });
  return Array.isArray(list) && list.length > 0 ? list.length : 1;
}
