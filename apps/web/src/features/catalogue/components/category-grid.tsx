// Every category as a card with its name in the language on screen and its number of listings. The names come from
// core at once; the counts follow from the server.
import { categories } from '@sherehe/core/categories';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCategories } from '../api/use-categories.ts';

export function CategoryGrid({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const counts = useCategories();
  const countOf = new Map(counts.data?.categories.map((category) => [category.slug, category.listingCount]));
  const language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  return (
    <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => {
        const count = countOf.get(category.slug);
        return (
          <li key={category.slug}>
            <Link
              to={paths.services(category.slug)}
              className="flex h-full min-h-20 items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-teal-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span>
                <span className="block font-semibold text-stone-900 text-sm sm:text-base">
                  {category[language]}
                </span>
                {/* Reserved line: the count arrives after the names without moving them. */}
                <span className="mt-0.5 block min-h-5 text-sm text-stone-600 tabular-nums">
                  {count === undefined ? '' : t('categories.count', { count })}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
