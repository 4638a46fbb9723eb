// Who is asking, and may they: every /api/v1 route declares `config.access`, and this hook decides before the
// handler runs. The session comes from the httpOnly cookie (browsers) or a Bearer token (other clients).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import type { Access } from '../route-access.ts';
import { SESSION_COOKIE, sessionLifetime, TOUCH_AFTER_SECONDS } from './session-policy.ts';
import { findLiveSession, hasSecondFactor, type SessionRecord, touchSession } from './session-queries.ts';
import { hashSessionToken } from './session-token.ts';

/** A route's access, and the descriptor it was made from (`orders.get`; none for a route not yet declared). */
export type RouteAccess = {
  method: string;
  url: string;
  access: Access | undefined;
  endpoint: string | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionRecord['user'] | null;
    session: { id: string; viaCookie: boolean; secondFactorAt: Date | null } | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route and who may call it, for the tests that hold every route to a rule. */
    routeAccess: RouteAccess[];
  }
}

const allowed: Record<Exclude<Access, 'public'>, ReadonlyArray<SessionRecord['user']['role']>> = {
  user: ['user', 'vendor', 'admin'],
  vendor: ['vendor'],
  admin: ['admin'],
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function presentedToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

// A browser sends Origin on every cross-site POST; a cookie-borne request from another site is refused (CSRF).
function crossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) return origin !== `${request.protocol}://${request.host}`;
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

export function registerAccessControl(app: FastifyInstance, db: Database): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const endpoint = route.config?.endpoint;
      table.push({
        method,
        url: route.url,
        access: route.config?.access,
        endpoint: endpoint ? `${endpoint.area}.${endpoint.name}` : undefined,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/v1/')) return; // the web app, the API docs and unknown paths
    const access = request.routeOptions.config.access;

    const presented = presentedToken(request);
    if (presented) {
      const found = await findLiveSession(db, hashSessionToken(presented.token));
      if (found) {
        request.user = found.user;
        request.session = {
          id: found.sessionId,
          viaCookie: presented.viaCookie,
          secondFactorAt: found.secondFactorAt,
        };
        if (Date.now() - found.lastSeenAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
          await touchSession(db, found.sessionId, sessionLifetime(found.user.role).idleSeconds);
        }
      }
    }
    if (request.session?.viaCookie && !SAFE_METHODS.has(request.method) && crossSite(request)) {
      throw new AppError('forbidden', 'access.cross_site');
    }

    if (access === 'public') return;
    if (access === undefined) throw new AppError('forbidden', 'access.closed'); // fail closed
    if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
    if (!allowed[access].includes(request.user.role)) {
      throw new AppError('forbidden', 'access.role');
    }
    // The admin area acts on everyone's accounts and money: a password alone (guessed, phished, reused) must not open it.
    if (access === 'admin' && !request.session?.secondFactorAt) {
      // The reason tells the web app which way to lead: set it up, or sign in again with the code.
      const enrolled = await hasSecondFactor(db, request.user.id);
      throw new AppError(
        'forbidden',
        enrolled ? 'auth.admin_second_factor_not_passed' : 'auth.admin_second_factor_missing',
      );
    }
  });
}
