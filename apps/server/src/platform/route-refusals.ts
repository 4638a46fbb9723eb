// Which reasons each route can answer, by status: what its request schemas name, what any route of its access may
// answer, and what its `config.refusals` declares for its service's rules. The OpenAPI document lists them, and
// the test app refuses (as a 500) any answer whose reason the route does not list, so the list stays true.
import { appendFileSync } from 'node:fs';
import type { Refusals } from '@sherehe/core/api/endpoint';
import { isReason, type Reason } from '@sherehe/core/reasons';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Access } from './route-access.ts';

export type { RefusalStatus, Refusals } from '@sherehe/core/api/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The refusals of the route's own rules (its service), by status; the rest is worked out. */
    refusals?: Refusals;
  }
}

// What any route may answer, whatever it does: a body that is not JSON, fields its schema refuses with zod's own
// checks, text the database cannot store, and our own fault.
const ANY_ROUTE: Refusals = {
  400: [
    'validation.invalid_type',
    'validation.too_small',
    'validation.too_big',
    'validation.invalid_format',
    'validation.invalid_value',
    'validation.unrecognized_keys',
    'validation.invalid',
    'text.plain_only',
    'request.invalid_json',
    'request.empty_json',
    'request.media_type',
    'request.not_understood',
    'request.bad_address',
  ],
  413: ['request.body_too_large'],
  500: ['server.internal'],
  503: ['server.unavailable'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
/** A zod schema's definition (zod 4 keeps it at `_zod.def`); undefined for anything else. */
function definitionOf(schema: unknown): Record<string, unknown> | undefined {
  const inner = isRecord(schema) ? schema._zod : undefined;
  return isRecord(inner) && isRecord(inner.def) ? inner.def : undefined;
}
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The reasons a zod schema names for its fields (`reason('…')` where zod takes a message). */
export function schemaReasons(
  schema: unknown,
  found = new Set<Reason>(),
  seen = new Set<unknown>(),
): Set<Reason> {
  const def = definitionOf(schema);
  if (!def || seen.has(schema)) return found;
  seen.add(schema);
  const named = (holder: Record<string, unknown> | undefined) => {
    const error = holder?.error;
    if (typeof error !== 'function') return;
    try {
      const message: unknown = error();
      if (isReason(message)) found.add(message);
    } catch {
      // an error function that needs its issue names no fixed reason
    }
  };
  named(def);
  for (const check of listOf(def.checks)) named(definitionOf(check));
  for (const key of ['innerType', 'in', 'out', 'element', 'valueType', 'keyType', 'left', 'right']) {
    schemaReasons(def[key], found, seen);
  }
  for (const inner of Object.values(isRecord(def.shape) ? def.shape : {})) {
    schemaReasons(inner, found, seen);
  }
  for (const inner of listOf(def.options)) schemaReasons(inner, found, seen);
  return found;
}

type RouteFacts = {
  method: string | string[];
  schema?: object | undefined;
  config?: { access?: Access; refusals?: Refusals } | undefined;
};

/** Every reason the route can answer, by status. */
export function routeRefusals({ method, schema = {}, config = {} }: RouteFacts): Map<number, Set<Reason>> {
  const parts: Record<string, unknown> = isRecord(schema) ? schema : {};
  const byStatus = new Map<number, Set<Reason>>();
  const add = (refusals: Refusals) => {
    for (const [status, reasons] of Object.entries(refusals)) {
      const set = byStatus.get(Number(status)) ?? new Set<Reason>();
      for (const reason of reasons ?? []) set.add(reason);
      byStatus.set(Number(status), set);
    }
  };
  add(ANY_ROUTE);
  const fromSchemas = new Set<Reason>();
  for (const part of ['body', 'querystring', 'params', 'headers']) schemaReasons(parts[part], fromSchemas);
  add({ 400: [...fromSchemas] });
  const methods = Array.isArray(method) ? method : [method];
  // Changes borne by a cookie are checked for their origin on every route (platform/auth/access.ts).
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) add({ 403: ['access.cross_site'] });
  if (config.access && config.access !== 'public') {
    add({ 401: ['auth.sign_in_required'], 403: ['access.role'] });
  }
  if (config.access === 'admin') {
    add({ 403: ['auth.admin_second_factor_missing', 'auth.admin_second_factor_not_passed'] });
  }
  if (config.access === undefined) add({ 403: ['access.closed'] });
  add(config.refusals ?? {});
  return byStatus;
}

/** OpenAPI: each error response of a route says which reasons it carries. */
export function describeRefusals<T extends { schema: object }>(transformed: T, route: RouteFacts): T {
  const schema = transformed.schema as { response?: Record<string, { description?: string }> };
  const response = schema.response ?? {};
  for (const [status, reasons] of routeRefusals(route)) {
    const entry = response[String(status)] ?? {};
    entry.description = `The error body, with one of these reasons: ${[...reasons].sort().join(', ')}`;
    response[String(status)] = entry;
  }
  schema.response = response;
  return transformed;
}

/**
 * In tests, an error answer whose reason its route does not list becomes a 500 that names it, so a declaration that
 * misses a refusal fails the suite that provokes it. With `recordTo`, each refusal answered is also written there.
 */
export function checkRefusals(app: FastifyInstance, recordTo?: string): void {
  const routes = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error"'))
      return payload;
    const parsed: unknown = JSON.parse(payload);
    const reason = isRecord(parsed) && isRecord(parsed.error) ? parsed.error.reason : undefined;
    const route = routes.get(`${request.method} ${request.routeOptions.url}`);
    if (!route || typeof reason !== 'string' || !reason) return payload;
    if (recordTo) appendFileSync(recordTo, `${route.method} ${route.url} ${reply.statusCode} ${reason}\n`);
    if (isReason(reason) && routeRefusals(route).get(reply.statusCode)?.has(reason)) return payload;
    const problem = `${request.method} ${route.url} answered ${reply.statusCode} ${reason}, which it does not list`;
    request.log.error(problem);
    reply.code(500);
    return JSON.stringify({ error: { code: 'internal', reason: 'server.internal', message: problem } });
  });
}
