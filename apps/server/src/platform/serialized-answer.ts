// Answers checked against their response schema and turned into JSON once, then sent as they are however often they
// are asked for (the catalogue's cached pages): checking and writing a page of 25 listings with zod cost about as
// much of the server's CPU as everything else a cached answer needs together (decision 023).
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { safeEncode } from 'zod/v4/core';

/** An answer as the route's serializer would have written it, with the schema it was checked against. */
export class SerializedAnswer<Answer> {
  declare readonly answer: Answer; // the type only: what the JSON holds

  constructor(
    readonly schema: ZodType<Answer>,
    readonly json: string,
  ) {}
}

/**
 * Checks `answer` against `schema` and writes it as the response serializer does (zod's encode, which also drops
 * fields the contract does not name, then JSON.stringify). A mismatch throws the serializer's own error (a 500).
 */
export function serializeAnswer<Answer>(schema: ZodType<Answer>, answer: Answer): SerializedAnswer<Answer> {
  const result = safeEncode(schema, answer);
  if (result.error) throw new ResponseSerializationError('GET', 'serializeAnswer', { cause: result.error });
  return new SerializedAnswer(schema, JSON.stringify(result.data));
}

/**
 * What a handler returns to send a serialized answer: Fastify passes it to the route's serializer, which sends its
 * JSON when it was checked against this very schema, and checks it like any other answer otherwise (so it fails).
 * The type says the contract's shape, which is what the client receives.
 */
export function replyWith<Answer>(serialized: SerializedAnswer<Answer>): Answer {
  return serialized as unknown as Answer;
}

/** fastify-type-provider-zod's serializer, which sends a SerializedAnswer of the route's own schema as it is. */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const schema = (route.schema as { properties?: unknown }).properties ?? route.schema;
  return (data) => (data instanceof SerializedAnswer && data.schema === schema ? data.json : serialize(data));
};
