// Public details the web app shows (footer, support chat, sign-in choices); they come from server config.
import { z } from 'zod';

export const siteConfigResponse = z.object({
  contactEmail: z.string(),
  phones: z.array(z.string()),
  postalAddress: z.string(),
  supportWhatsapp: z.string().describe('International number without the plus, as wa.me expects'),
  supportHours: z
    .object({
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    })
    .nullable()
    .describe(
      'When the WhatsApp support answers, daily, HH:MM in Africa/Dar_es_Salaam (closes before opens spans midnight); null: around the clock',
    ),
  signInProvider: z
    .object({ name: z.string() })
    .nullable()
    .describe(
      'The OpenID provider people may sign in with ("Sign in with Google"); null when none is configured',
    ),
  mapTiles: z
    .object({
      url: z.string().describe('Tile template with {z}, {x}, {y} (and maybe {s})'),
      attribution: z.string().describe('Plain text credit shown on the map'),
    })
    .describe("The Medi-Finder map's tiles"),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;
