// Postal address, phones and e-mail from the server's site config; placeholders while it loads, a note if it cannot.
import { formatPhone } from '@sherehe/core/phone';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config.ts';

const linkClass =
  'rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-teal-400';

export function FooterContacts() {
  const { t } = useTranslation('footer');
  const { data, isPending, isError } = useSiteConfig();

  if (isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('contact.loading')}</span>
        {['w-40', 'w-36', 'w-36', 'w-44'].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
          <div key={index} aria-hidden="true" className={`h-5 ${width} animate-pulse rounded bg-stone-700`} />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-stone-400">{t('contact.unavailable')}</p>;

  return (
    <address className="space-y-3 not-italic">
      <p className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-400" />
        <span>
          <span className="sr-only">{t('contact.postal')}: </span>
          {data.postalAddress}
        </span>
      </p>
      <ul className="space-y-2" aria-label={t('contact.phones')}>
        {data.phones.map((phone) => (
          <li key={phone} className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-teal-400" />
            <a href={`tel:${phone}`} className={`tabular ${linkClass}`}>
              {formatPhone(phone)}
            </a>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-teal-400" />
        <a href={`mailto:${data.contactEmail}`} className={`wrap-anywhere ${linkClass}`}>
          {data.contactEmail}
        </a>
      </p>
    </address>
  );
}
