// The footer of every layout: who we are, hours, social profiles, quick links, contacts and the Become Vendor request.
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { paths } from '../../../lib/paths.ts';
import { BecomeVendor } from './become-vendor.tsx';
import { FooterContacts } from './footer-contacts.tsx';
import { SocialLinks } from './social-links.tsx';

const linkClass =
  'inline-flex min-h-11 items-center rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-teal-400';

export function SiteFooter() {
  const { t } = useTranslation('footer');

  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <div className="rounded-xl bg-stone-800 p-5 sm:p-6">
          <BecomeVendor />
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr] lg:gap-8">
        <div>
          {/* The header's mark and name, so the footer's brand is the same one. */}
          <BrandLogo to="/" label={t('logo')} onDark />
          <p className="mt-4 text-sm leading-relaxed">{t('about')}</p>
          <h2 className="sr-only">{t('social.heading')}</h2>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-base text-white">
            {t('quickLinks.heading')}
          </h2>
          <ul className="mt-2">
            <li>
              <Link to={paths.home} className={linkClass}>
                {t('quickLinks.home')}
              </Link>
            </li>
            <li>
              <Link to={paths.services()} className={linkClass}>
                {t('quickLinks.services')}
              </Link>
            </li>
            <li>
              <Link to={paths.news} className={linkClass}>
                {t('quickLinks.news')}
              </Link>
            </li>
            <li>
              <Link to="/#who-we-are" className={linkClass}>
                {t('quickLinks.website')}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-base text-white">{t('hours.heading')}</h2>
          <p className="mt-3 flex items-start gap-3 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-400" />
            <span>
              <span className="block font-medium text-stone-100">{t('hours.days')}</span>
              <span className="block">{t('hours.time')}</span>
              <span className="block">{t('hours.holidays')}</span>
            </span>
          </p>
        </div>

        <div>
          <h2 className="mb-3 font-semibold text-base text-white">{t('contact.heading')}</h2>
          <div className="text-sm">
            <FooterContacts />
          </div>
        </div>
      </div>

      <div className="border-stone-800 border-t">
        {/* Room below the last line for the floating buttons (back to top, planner, chat), so it scrolls clear of them. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-5 pb-44 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('credit.copyright')}</p>
          <p className="flex flex-wrap items-center gap-x-4">
            <Link to={paths.privacyPolicy} className={linkClass}>
              {t('privacy')}
            </Link>
            <span>{t('credit.madeBy')}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
