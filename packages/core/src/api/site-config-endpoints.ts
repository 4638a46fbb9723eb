// The public site facts the web app starts with (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const siteConfigEndpoints = endpoints<typeof import('./site-config.ts')>()('site-config', {
  get: {
    method: 'GET',
    path: '/site-config',
    summary: 'Public contact details and sign-in choices',
    response: 'siteConfigResponse',
  },
});
