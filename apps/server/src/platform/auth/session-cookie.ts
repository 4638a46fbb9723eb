// The session cookie: httpOnly so scripts cannot read it, Lax so other sites cannot post with it, Secure over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-policy.ts';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
