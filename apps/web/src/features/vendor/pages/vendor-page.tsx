// The vendor area at /event-planners/vendor: the orders inbox, the shop profile, the listings and their reviews,
// (?section=calendar) the calendar of all the listings and (?section=money) the vendor's money and payouts;
// ?listing=new or ?listing={id} opens the editor and ?order={id} an order, so Back and a reload keep the vendor where
// they were (and the mailed order notices link straight to their order).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { OrderSlot } from '../../../components/order-slot.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useVendorListings } from '../api/use-vendor-listings.ts';
import { useVendorProfile } from '../api/use-vendor-profile.ts';
import { ListingEditor } from '../components/listing-editor.tsx';
import { ListingsSection } from '../components/listings-section.tsx';
import { MoneySection } from '../components/money-section.tsx';
import { OrdersSection } from '../components/orders-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { ShopCalendar } from '../components/shop-calendar.tsx';
import { VendorAccessNotice } from '../components/vendor-access-notice.tsx';
import { useVendorSection, VendorAreaNav, type VendorSection } from '../components/vendor-area-nav.tsx';
import { VendorOrder } from '../components/vendor-order.tsx';

/** `dispute`: an order's dispute card, composed in app/pages (another feature's). */
/** `conversations`: the customers' messages to the shop (the conversations feature's section, given by app/). */
type VendorSlots = { dispute?: OrderSlot; conversations?: React.ReactNode };

export function VendorPage({ dispute, conversations }: VendorSlots) {
  const { t } = useTranslation('vendor');
  const role = useSession((state) => state.user?.userRole ?? null);
  useDocumentTitle(t('title'));

  // The stored role only decides what to draw; the server refuses anyone else whatever the browser claims.
  if (role !== 'vendor') return <NotForYou signedIn={role !== null} />;
  return <VendorArea dispute={dispute} conversations={conversations} />;
}

function NotForYou({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('vendor');
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <h1 className="mb-5 font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <VendorAccessNotice signedIn={signedIn} />
    </section>
  );
}

function refused(error: unknown) {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

function AreaHeading({ section }: { section: VendorSection }) {
  const { t } = useTranslation('vendor');
  return (
    <div>
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-base text-stone-600">{t('intro')}</p>
      <div className="mt-4">
        <VendorAreaNav current={section} />
      </div>
    </div>
  );
}

function VendorArea({ dispute, conversations }: VendorSlots) {
  const { t } = useTranslation('vendor');
  const [params] = useSearchParams();
  const profile = useVendorProfile();
  const listings = useVendorListings();
  const section = useVendorSection();
  const editing = params.get('listing');
  const order = params.get('order');

  if (refused(profile.error)) return <NotForYou signedIn={(profile.error as ApiError).status === 403} />;

  let body: React.ReactNode;
  if (profile.isPending || (editing && editing !== 'new' && listings.isPending)) {
    body = (
      <div aria-hidden="true" className="grid gap-4">
        <div className="h-64 animate-pulse rounded-xl bg-stone-200" />
        <div className="h-40 animate-pulse rounded-xl bg-stone-200" />
      </div>
    );
  } else if (profile.isError) {
    body = <FormAlert message={errorText(profile.error)} />;
  } else if (order && profile.data.profile) {
    body = <VendorOrder key={order} id={order} dispute={dispute} />;
  } else if (editing && profile.data.profile) {
    const listing =
      editing === 'new' ? null : (listings.data?.listings.find((item) => item.id === editing) ?? null);
    if (editing !== 'new' && !listing) {
      body = <FormAlert message={t('errors.listingNotFound')} />;
    } else {
      // Keyed: moving from "new" to the saved listing (or another one) starts its form afresh.
      body = <ListingEditor key={editing} listing={listing} defaultCity={profile.data.profile.city} />;
    }
  } else if (section === 'calendar') {
    body = (
      <div className="flex flex-col gap-6 sm:gap-8">
        <AreaHeading section={section} />
        <ShopCalendar />
      </div>
    );
  } else if (section === 'money') {
    body = (
      <div className="flex flex-col gap-6 sm:gap-8">
        <AreaHeading section={section} />
        {profile.data.profile ? (
          <MoneySection />
        ) : (
          <p className="rounded-xl border border-stone-300 border-dashed p-5 text-stone-700">
            {t('money.noShop')}
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-8">
        <AreaHeading section={section} />
        {profile.data.profile ? <OrdersSection /> : null}
        {profile.data.profile ? conversations : null}
        <ProfileSection profile={profile.data.profile} />
        <ListingsSection hasProfile={profile.data.profile !== null} />
        {profile.data.profile ? <ReviewsSection /> : null}
        {/* The same account owns pharmacies and diagnostic centres in the Medi-Finder. */}
        <section
          aria-labelledby="vendor-medi-finder"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="vendor-medi-finder" className="font-semibold text-stone-900 text-xl">
            {t('mediFinder.heading')}
          </h2>
          <p className="mt-1 text-base text-stone-600">{t('mediFinder.body')}</p>
          <Link to={paths.myPlaces} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
            {t('mediFinder.link')}
          </Link>
        </section>
      </div>
    );
  }
  // The calendar takes the width of a desktop screen, so listing names fit in its days; the money, so its table of
  // orders fits without scrolling.
  const wide = (section === 'calendar' || section === 'money') && !order && !editing;
  return (
    <section className={`mx-auto w-full px-4 py-6 sm:py-10 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      {body}
    </section>
  );
}
