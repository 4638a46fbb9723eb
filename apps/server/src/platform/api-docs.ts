// The OpenAPI document at /api/docs/json, made from the routes' zod schemas, and Swagger UI at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeRefusals } from './route-refusals.ts';

// The error body (with its enum of every reason) is one component the error answers point to. Written out in each of
// them it made the document 6.4 MB, which Swagger UI took over 20 s to lay out on a busy two-core machine.
const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(errorBody, { id: 'ErrorBody' });
const transform = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sherehe API', version: '1' }, servers: [{ url: '/' }] },
    transform: (input) => describeRefusals(transform(input), input.route),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
