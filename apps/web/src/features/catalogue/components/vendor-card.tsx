// Who sells a listing: name (to their profile), city, rating, how fast they answer, and ways to reach them.
import type { VendorCard as Vendor } from '@sherehe/core/api/catalogue';
import { responseTimeBand } from '@sherehe/core/conversation-rules';
import { formatPhone } from '@sherehe/core/phone';
import { Clock, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { RatingStars } from './rating-stars.tsx';

/** wa.me takes the number as digits only, with the country code and no plus. */
export function whatsappLink(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`;
}

const contactLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

type VendorCardProps = {
  vendor: Vendor;
  headingLevel?: 'h2' | 'h3';
  linkToProfile?: boolean;
  listingTitle?: string;
};

export function VendorCard({
  vendor,
  headingLevel = 'h2',
  linkToProfile = true,
  listingTitle,
}: VendorCardProps) {
  const { t } = useTranslation('catalogue');
  const Heading = headingLevel;
  const message = listingTitle
    ? `?text=${encodeURIComponent(t('vendor.whatsappText', { title: listingTitle }))}`
    : '';
  return (
    <section
      aria-labelledby="vendor-card-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <p className="font-medium text-stone-600 text-xs uppercase tracking-wide">{t('vendor.soldBy')}</p>
      <Heading id="vendor-card-heading" className="mt-1 font-semibold text-lg text-stone-900">
        {linkToProfile ? (
          <Link
            to={paths.vendorProfile(vendor.id)}
            className="text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {vendor.businessName}
          </Link>
        ) : (
          vendor.businessName
        )}
      </Heading>
      <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
        <MapPin aria-hidden="true" className="size-4" />
        {vendor.city}
      </p>
      <div className="mt-2">
        <RatingStars average={vendor.ratingAverage} count={vendor.ratingCount} />
      </div>
      {vendor.responseMinutes !== null ? (
        <p className="mt-2 flex items-center gap-1 text-sm text-stone-700">
          <Clock aria-hidden="true" className="size-4" />
          {t(`vendor.answers.${responseTimeBand(vendor.responseMinutes)}`)}
        </p>
      ) : null}
      {vendor.whatsapp || vendor.phone ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {vendor.whatsapp ? (
            <a
              href={`${whatsappLink(vendor.whatsapp)}${message}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${contactLink} bg-green-700 text-white hover:bg-green-800`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('vendor.whatsapp')}
            </a>
          ) : null}
          {vendor.phone ? (
            <a
              href={`tel:${vendor.phone}`}
              className={`${contactLink} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span>
                <span className="sr-only">{t('vendor.call')} </span>
                {formatPhone(vendor.phone)}
              </span>
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
