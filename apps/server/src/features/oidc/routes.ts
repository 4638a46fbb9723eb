// GET /auth/oidc/start sends the browser to the provider; GET /auth/oidc/callback is where the provider sends it back.
// Both answer with redirects to web pages, never with an error body: a person is looking at the result.
import { oidcEndpoints as oidc } from '@sherehe/core/api/oidc-endpoints';
import type { ProviderSignInError } from '@sherehe/core/provider-sign-in-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { route } from '../../platform/endpoint-route.ts';
import { ProviderFailure } from '../../platform/oidc/provider-failure.ts';
import { ATTEMPT_SECONDS, beginSignIn, finishSignIn, type OidcDeps } from './service.ts';
import { clearStateCookie, STATE_COOKIE, setStateCookie } from './state-cookie.ts';

export const OIDC_CALLBACK_PATH = oidc.callback.path;
const LOGIN_PAGE = '/event-planners/login';

type OidcRouteDeps = OidcDeps & { redirectUri: string };

// What the log needs of a cause: its kind and message, not its whole body (an ID token's claims are personal data).
function summary(cause: unknown) {
  if (!(cause instanceof Error)) return cause === undefined ? undefined : String(cause);
  const { code, error } = cause as { code?: unknown; error?: unknown };
  return { name: cause.name, message: cause.message, code, error };
}

/** The sign-in page with the reason, after logging what really happened (the page only gets the code). */
function failurePage(error: unknown, log: FastifyBaseLogger): string {
  if (!(error instanceof ProviderFailure)) {
    log.error({ err: error }, 'sign-in through the OpenID provider failed');
    return `${LOGIN_PAGE}?${new URLSearchParams({ error: 'internal-error' satisfies ProviderSignInError })}`;
  }
  const level = error.code === 'internal-error' ? 'warn' : 'info';
  log[level](
    { code: error.code, reason: error.message, cause: summary(error.cause) },
    'provider sign-in refused',
  );
  return `${LOGIN_PAGE}?${new URLSearchParams({ error: error.code })}`;
}

export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteDeps> = async (app, deps) => {
  // A bad query still gets a page to look at, not an error body: see the handler.
  route(app, oidc.start, { access: 'public', attachValidation: true }, async (request, reply) => {
    const next = request.validationError ? undefined : request.query.next;
    try {
      const { authorizationUrl, state } = await beginSignIn(deps, next, clientMeta(request));
      setStateCookie(request, reply, state, ATTEMPT_SECONDS);
      return reply.redirect(authorizationUrl.href, 302);
    } catch (error) {
      return reply.redirect(failurePage(error, request.log), 302);
    }
  });

  route(app, oidc.callback, { access: 'public', attachValidation: true }, async (request, reply) => {
    clearStateCookie(reply);
    try {
      // Rebuilt on our own redirect URI, not the Host header: openid-client sends it to the token endpoint.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const callbackUrl = new URL(`${deps.redirectUri}${query}`);
      const { session, returnTo } = await finishSignIn(
        deps,
        callbackUrl,
        request.cookies[STATE_COOKIE],
        clientMeta(request),
      );
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      // The web page asks /auth/me who signed in, keeps that user as a password sign-in does, then goes on.
      return reply.redirect(
        `${LOGIN_PAGE}?${new URLSearchParams({ signedIn: 'provider', next: returnTo })}`,
        302,
      );
    } catch (error) {
      return reply.redirect(failurePage(error, request.log), 302);
    }
  });
};
