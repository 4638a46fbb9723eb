// A Fastify route made from an endpoint's descriptor (packages/core/src/api/endpoint.ts): its method, path, schemas,
// success status and refusals come from the descriptor; who may call it, body limits and the handler stay in the
// feature. `config.endpoint` marks the route as declared, which app.test.ts holds every API route to.

import type { BodyOf, Endpoint, ParamsOf, QueryOf, Refusals, ReplyOf } from '@sherehe/core/api/endpoint';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { contractSchema } from './contract-schemas.ts';
import type { Access } from './route-access.ts';

/** Any declared endpoint, whatever its area's schemas. */
export type DeclaredEndpoint = Omit<
  Endpoint,
  'params' | 'query' | 'body' | 'response' | 'refusals' | 'also'
> & {
  params?: string;
  query?: string;
  body?: string;
  response: string | null;
  refusals?: Refusals;
  also?: Partial<Record<number, string | null>>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor the route was made from. */
    endpoint?: DeclaredEndpoint;
  }
}

type RequestOf<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** What the feature keeps: who may call, limits, hooks and its own extra config (rate limits, say). */
export type RouteKeeps = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  access: Access;
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'access' | 'refusals' | 'endpoint'>;
};

export function route<E extends DeclaredEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  { access, config, ...keeps }: RouteKeeps,
  handler: (request: RequestOf<E>, reply: FastifyReply) => Promise<ReplyOf<E>> | ReplyOf<E>,
): void {
  const status = endpoint.status ?? 200;
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response !== null) response[status] = contractSchema(endpoint.area, endpoint.response);
  // A file is sent as bytes, which Fastify does not serialize: the schema only says the answer is there.
  else if (endpoint.produces)
    response[status] = z.unknown().describe(`The file (${endpoint.produces.join(', ')})`);
  else response[status] = z.null();
  if (endpoint.params || endpoint.query || endpoint.body) response[400] = errorBody;
  for (const refused of Object.keys(endpoint.refusals ?? {})) response[Number(refused)] = errorBody;
  for (const [other, name] of Object.entries(endpoint.also ?? {})) {
    response[Number(other)] = name ? contractSchema(endpoint.area, name) : z.null();
  }
  const part = (name: string | undefined) => (name ? contractSchema(endpoint.area, name) : undefined);
  app.route({
    ...keeps,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access, refusals: endpoint.refusals ?? {}, endpoint },
    schema: {
      tags: [endpoint.area],
      operationId: `${endpoint.area}.${endpoint.name}`,
      summary: endpoint.summary,
      ...(endpoint.params && { params: part(endpoint.params) }),
      ...(endpoint.query && { querystring: part(endpoint.query) }),
      ...(endpoint.body && { body: part(endpoint.body) }),
      ...(endpoint.produces && { produces: [...endpoint.produces] }),
      ...(endpoint.upload && { consumes: ['multipart/form-data'] }),
      response,
    },
    handler: async (request, reply) => {
      const answer = await handler(request as RequestOf<E>, reply);
      if (reply.sent) return reply;
      if (status !== 200 && reply.statusCode === 200) reply.code(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}
