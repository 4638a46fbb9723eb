// The browser keeps the state it left with, so only that browser can finish the sign-in. Lax: the provider sends
// people back with a top-level GET, which carries Lax cookies; other sites' requests made in the background do not.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const STATE_COOKIE = 'sherehe_oidc_state';
const COOKIE_PATH = '/api/v1/auth/oidc';

export function setStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });
}

export function clearStateCookie(reply: FastifyReply) {
  reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
}
