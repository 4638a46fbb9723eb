// Every answer is checked against its route's response schema and written as JSON, as fastify-type-provider-zod
// does, but cheaper where the result is the same (decision 023): a schema without codecs or transforms is checked
// with zod's parse instead of its encode (the encode runs each checked value twice, about three times the CPU), and
// an answer kept for many requests (the catalogue's pages) is checked and written once, then sent as it is.
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type $ZodType, safeEncode, safeParse } from 'zod/v4/core';

// Kinds whose encode and parse accept the same values and give the same output: no codec, transform, pipe, default
// or catch (those differ by direction). Anything not named here keeps zod's encode.
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'object',
  'array',
  'optional',
  'nullable',
  'readonly',
  'union',
  'record',
  'tuple',
]);

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
};

/** Whether checking `schema` with parse gives what encode would, everywhere inside it. Exported for the tests. */
export function sameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!SAME_BOTH_WAYS.has(def.type)) return false;
  const inner = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
  ];
  return inner.every((part) => !part || sameBothWays(part, seen));
}

/** How a response schema checks an answer: parse where that is the same as encode, else encode. */
function checkerFor(schema: $ZodType): (answer: unknown) => ReturnType<typeof safeParse> {
  return sameBothWays(schema)
    ? (answer) => safeParse(schema, answer)
    : (answer) => safeEncode(schema, answer as never) as ReturnType<typeof safeParse>;
}

const checkers = new WeakMap<$ZodType, ReturnType<typeof checkerFor>>();
function checkerOf(schema: $ZodType) {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = checkerFor(schema);
    checkers.set(schema, checker);
  }
  return checker;
}

/** An answer as the route's serializer would have written it, with the schema it was checked against. */
export class SerializedAnswer<Answer> {
  declare readonly answer: Answer; // the type only: what the JSON holds

  constructor(
    readonly schema: ZodType<Answer>,
    readonly json: string,
  ) {}
}

/**
 * Checks `answer` against `schema` and writes it as the response serializer does (which also drops fields the
 * contract does not name). A mismatch throws the serializer's own error (a 500).
 */
export function serializeAnswer<Answer>(schema: ZodType<Answer>, answer: Answer): SerializedAnswer<Answer> {
  const result = checkerOf(schema)(answer);
  if (result.error) throw new ResponseSerializationError('GET', 'serializeAnswer', { cause: result.error });
  return new SerializedAnswer(schema, JSON.stringify(result.data));
}

/**
 * An answer whose JSON was written elsewhere in `schema`'s shape (a catalogue page, by its SQL statement), sent as
 * it is: not checked here, where checking would mean parsing it again, which was the cost this saves. The tests of
 * whoever writes it check it against the schema (decision 023).
 */
export function writtenInTheContract<Answer>(
  schema: ZodType<Answer>,
  json: string,
): SerializedAnswer<Answer> {
  return new SerializedAnswer(schema, json);
}

/**
 * What a handler returns to send a serialized answer: Fastify passes it to the route's serializer, which sends its
 * JSON when it was checked against this very schema, and checks it like any other answer otherwise (so it fails).
 * The type says the contract's shape, which is what the client receives.
 */
export function replyWith<Answer>(serialized: SerializedAnswer<Answer>): Answer {
  return serialized as unknown as Answer;
}

/** The response serializer of every route. */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  // Whatever fastify-type-provider-zod refuses (a schema that is not zod's) is still refused, when the app starts.
  zodSerializerCompiler(route);
  const schema = ((route.schema as { properties?: unknown }).properties ?? route.schema) as $ZodType;
  const check = checkerOf(schema);
  return (data) => {
    if (data instanceof SerializedAnswer && data.schema === schema) return data.json;
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
