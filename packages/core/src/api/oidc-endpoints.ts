// Sign-in through an OpenID Connect provider (api/endpoint.ts): both answer with a redirect (302) to the provider or
// to a web page, never with a body; the browser opens them itself (endpointUrl).
import { endpoints } from './endpoint.ts';

export const oidcEndpoints = endpoints<typeof import('./oidc.ts')>()('oidc', {
  start: {
    method: 'GET',
    path: '/auth/oidc/start',
    summary: 'Sign in with the OpenID provider: redirects there with PKCE, state and nonce',
    query: 'oidcStartQuery',
    response: null,
    status: 302,
  },
  callback: {
    method: 'GET',
    path: '/auth/oidc/callback',
    summary: 'Where the OpenID provider sends people back; signs them in and opens the web app',
    query: 'oidcCallbackQuery',
    response: null,
    status: 302,
  },
});
