// A few of Sherehe's own listings beside the planner's answers, each leading to its product page. Nothing shows
// while they load, when there are none, or when the search fails: they are a bonus, not the answer.
import type { ListingSummary } from '@sherehe/core/api/catalogue';
import { Store } from 'lucide-react';
import { createContext, use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatTzs } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useMatchingListings } from '../api/use-matching-listings.ts';

/** Closes the chat: on a phone it covers the page a listing's link opens. */
export const LeaveChatContext = createContext<() => void>(() => {});

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;
}

export function MarketplaceMatches({ title, query }: { title: string; query: string }) {
  const { data } = useMatchingListings(query);
  const titleId = useId();
  const listings = data?.listings ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <h3 id={titleId} className="flex items-center gap-1.5 font-semibold text-sm text-stone-900">
        <Store aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {title}
      </h3>
      <ul className="mt-2 flex flex-col gap-1.5">
        {listings.map((listing) => (
          <MatchItem key={listing.id} listing={listing} />
        ))}
      </ul>
    </section>
  );
}

function MatchItem({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('planner');
  const formatTzs = useFormatTzs();
  const leaveChat = use(LeaveChatContext);
  return (
    <li>
      <Link
        to={paths.listing(listing.id)}
        onClick={() => {
          if (onPhone()) leaveChat();
        }}
        className="block rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-amber-200 hover:ring-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <span className="block font-medium text-teal-800 underline-offset-2 hover:underline">
          {listing.title}
        </span>
        <span className="block text-stone-700 text-xs">
          {listing.vendor.businessName} · {listing.city}
          {listing.capacity ? ` · ${t('matches.capacity', { count: listing.capacity })}` : ''}
        </span>
        <span className="block text-stone-900 text-xs tabular-nums">
          {formatTzs(listing.priceTzs)} {t(`matches.unit.${listing.priceUnit}`)}
        </span>
      </Link>
    </li>
  );
}
