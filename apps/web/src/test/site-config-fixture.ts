// A realistic site config as GET /api/v1/site-config answers it.
import type { SiteConfig } from '@sherehe/core/api/site-config';

export const siteConfigFixture: SiteConfig = {
  contactEmail: 'info@sherehe.co.tz',
  phones: ['+255754123456', '+255713987654', '+255688000111'],
  postalAddress: 'P.O. Box 1234, Moshi, Tanzania',
  supportWhatsapp: '255754123456',
  signInProvider: null,
};
