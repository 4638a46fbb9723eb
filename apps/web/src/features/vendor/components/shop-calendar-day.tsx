// One day of the calendar of all the vendor's listings: each service listing with what it has that day (booked,
// held by a checkout waiting for payment, blocked, or free), links to the orders behind it, and a button to block
// the day or open it again (days to come only; an archived listing takes no bookings anyway). Listings with
// something that day come first.
import type { ShopCalendarEntry, ShopCalendarListing } from '@sherehe/core/api/availability';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useShopBlockDay } from '../api/use-shop-calendar.ts';
import { DayMarkIcon, markTones } from './calendar-marks.tsx';
import { StatusBadge } from './status-badge.tsx';

const chip = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs';

type Props = {
  day: string;
  today: string;
  /** null while the month loads. */
  listings: ShopCalendarListing[] | null;
  entries: ShopCalendarEntry[];
};

export function ShopCalendarDay({ day, today, listings, entries }: Props) {
  const { t } = useTranslation('vendor');
  const formatDay = useFormatDay();
  const [params] = useSearchParams();
  const block = useShopBlockDay();
  const past = day < today;
  const byListing = new Map(entries.map((entry) => [entry.listingId, entry]));
  const ordered = listings
    ? [...listings.filter((l) => byListing.has(l.id)), ...listings.filter((l) => !byListing.has(l.id))]
    : [];

  const orderLink = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('order', id);
    return `?${next}`;
  };

  function toggle(listing: ShopCalendarListing, blocked: boolean) {
    block.mutate(
      { listingId: listing.id, day, blocked },
      {
        onSuccess: () =>
          toast.success(
            t(blocked ? 'shopCalendar.blockedDone' : 'shopCalendar.openedDone', {
              title: listing.title,
              day: formatDay(day),
            }),
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  }

  let body: React.ReactNode;
  if (listings === null) {
    body = (
      <div aria-hidden="true" className="mt-3 grid gap-2">
        <div className="h-14 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
        <div className="h-14 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
      </div>
    );
  } else if (listings.length === 0) {
    body = (
      <div className="mt-2">
        <p className="text-base text-stone-700">{t('shopCalendar.noListings')}</p>
        <Link to="?listing=new" className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}>
          {t('listings.new')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="mt-2 divide-y divide-stone-200">
        {ordered.map((listing) => {
          const entry = byListing.get(listing.id);
          const blocked = entry?.blocked ?? false;
          const taken = (entry?.booked ?? 0) + (entry?.held ?? 0);
          const busy = block.isPending && block.variables?.listingId === listing.id;
          return (
            <li
              key={listing.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 xl:flex-col xl:items-stretch xl:gap-2"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-words font-semibold text-stone-900">{listing.title}</span>
                  {listing.status === 'published' ? null : <StatusBadge status={listing.status} />}
                </p>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {entry?.booked ? (
                    <span className={`${chip} ${markTones.booked}`}>
                      <DayMarkIcon mark="booked" />
                      {t('calendar.booked', { count: entry.booked })}
                    </span>
                  ) : null}
                  {entry?.held ? (
                    <span className={`${chip} ${markTones.held}`}>
                      <DayMarkIcon mark="held" />
                      {t('calendar.held', { count: entry.held })}
                    </span>
                  ) : null}
                  {blocked ? (
                    <span className={`${chip} ${markTones.blocked}`}>
                      <DayMarkIcon mark="blocked" />
                      {t('shopCalendar.blocked')}
                    </span>
                  ) : null}
                  {!blocked && taken >= listing.dailyCapacity ? (
                    <span className={`${chip} border border-amber-300 bg-amber-50 text-amber-950`}>
                      {t('shopCalendar.full')}
                    </span>
                  ) : null}
                  {entry ? null : (
                    <span className={`${chip} border border-stone-300 text-stone-700`}>
                      {t('shopCalendar.free')}
                    </span>
                  )}
                </p>
                {entry && entry.orders.length > 0 ? (
                  <div className="mt-2 text-sm">
                    <p className="text-stone-700">{t('shopCalendar.orders')}</p>
                    <ul className="flex flex-wrap gap-x-4">
                      {entry.orders.map((order) => (
                        <li key={order.id}>
                          <Link
                            to={orderLink(order.id)}
                            className={buttonClasses({ variant: 'link', size: 'sm', className: 'gap-1' })}
                          >
                            <DayMarkIcon mark={order.state} className="size-3.5" />
                            {t('shopCalendar.order', { reference: order.reference })}
                            <span className="font-normal text-stone-700">
                              {t(
                                order.state === 'booked'
                                  ? 'shopCalendar.orderPaid'
                                  : 'shopCalendar.orderWaiting',
                              )}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
              {past || listing.status === 'archived' ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-center xl:self-start"
                  loading={busy}
                  aria-label={t(blocked ? 'shopCalendar.openFor' : 'shopCalendar.blockFor', {
                    title: listing.title,
                  })}
                  onClick={() => toggle(listing, !blocked)}
                >
                  {t(blocked ? 'shopCalendar.open' : 'shopCalendar.block')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="shop-calendar-day"
      className="mt-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 xl:mt-4"
    >
      <h3 id="shop-calendar-day" className="font-semibold text-lg text-stone-900">
        {formatDay(day, 'long')}
      </h3>
      {past ? <p className="mt-1 text-sm text-stone-600">{t('shopCalendar.dayPast')}</p> : null}
      {body}
    </section>
  );
}
