// `/`: the site of the business-consulting company behind Sherehe.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { BusinessServices } from '../components/business-services.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { PlatformCards } from '../components/platform-cards.tsx';
import { useScrollToHash } from '../components/use-scroll-to-hash.ts';
import { WhoWeAre } from '../components/who-we-are.tsx';

export function HomePage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('meta.title'));
  useScrollToHash();
  return (
    <>
      <HomeHero />
      <BusinessServices />
      <PlatformCards />
      <WhoWeAre />
    </>
  );
}
