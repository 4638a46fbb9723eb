// Public contact details the web app shows (footer, support chat); they come from server config.
import { z } from 'zod';

export const siteConfigResponse = z.object({
  contactEmail: z.string(),
  phones: z.array(z.string()),
  postalAddress: z.string(),
  supportWhatsapp: z.string().describe('International number without the plus, as wa.me expects'),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;
