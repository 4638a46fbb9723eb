// An endpoint declared once: method, path, the names of its zod schemas in its area's contract module, the status it
// answers with and the reasons it may refuse with. The server registers its route from it (platform/endpoint-route.ts)
// and the OpenAPI document follows; the web app calls it with `apiRequest(endpoint, args)` and gets its types.
// Schemas are named, not held, so a descriptor carries no zod at run time and the web's first load stays without
// it (docs/decisions/003 and 040).
import type { z } from 'zod';
import type { Reason } from '../reasons.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
export type Refusals = Partial<Record<RefusalStatus, readonly Reason[]>>;

/** The names of a contract module's exports that are zod schemas. */
type SchemaName<Schemas> = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType ? Name : never;
}[keyof Schemas] &
  string;

export type EndpointSpec<Schemas> = {
  method: Method;
  path: `/${string}`;
  summary: string;
  params?: SchemaName<Schemas>;
  query?: SchemaName<Schemas>;
  body?: SchemaName<Schemas>;
  /** The answer's schema; null for an answer with no body (204) or a file (`produces`). */
  response: SchemaName<Schemas> | null;
  /** The media types of a file the endpoint answers with (a CSV, a PDF, a photo): a link opens it, no schema. */
  produces?: readonly string[];
  /** The request is multipart with one file (field "file"), checked by the feature as it reads it. */
  upload?: true;
  /**
   * 200 unless said: 201 for something made, 202 for something that goes on after the answer, 302 for a redirect the
   * handler sends.
   */
  status?: 200 | 201 | 202 | 204 | 302;
  /**
   * Answers besides the main one that are not refusals, each with its schema (null: no body), which the handler sends
   * itself: a review written for the first time (201 beside the edit's 200), a readiness check's 503.
   */
  also?: Partial<Record<200 | 201 | 503, SchemaName<Schemas> | null>>;
  /** The reasons of the endpoint's own rules, by status; what any route or its access answers is worked out. */
  refusals?: Refusals;
};

/**
 * A declared endpoint: its spec, its contract module (`area`), its name there (`orders.get` is its OpenAPI operation)
 * and, for the type checker only, that module's types.
 */
export type Endpoint<Schemas = unknown, Spec extends EndpointSpec<Schemas> = EndpointSpec<Schemas>> = Spec & {
  area: string;
  name: string;
  /** Never set: carries the contract module's type to the callers' inference. */
  readonly schemas?: Schemas;
};

/**
 * Declares an area's endpoints against its contract module, named by type only:
 * `endpoints<typeof import('./orders.ts')>()('orders', { get: { … } })`.
 */
export function endpoints<Schemas>() {
  return <const Specs extends Record<string, EndpointSpec<Schemas>>>(
    area: string,
    specs: Specs,
  ): { [Key in keyof Specs]: Endpoint<Schemas, Specs[Key]> } => {
    const declared: Record<string, Endpoint<Schemas>> = {};
    for (const [name, spec] of Object.entries(specs)) declared[name] = { ...spec, area, name };
    return declared as { [Key in keyof Specs]: Endpoint<Schemas, Specs[Key]> };
  };
}

type SchemasOf<E> = E extends { readonly schemas?: infer Schemas } ? Schemas : never;
type Named<E, Part extends 'params' | 'query' | 'body' | 'response'> = E extends { [P in Part]: infer Name }
  ? Name extends keyof SchemasOf<E>
    ? SchemasOf<E>[Name]
    : undefined
  : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What the server reads: parsed params, query and body. */
export type ParamsOf<E> = Output<Named<E, 'params'>>;
export type QueryOf<E> = Output<Named<E, 'query'>>;
export type BodyOf<E> = Output<Named<E, 'body'>>;
/** What a caller sends: the body before the schema's transforms and defaults. */
export type BodyInputOf<E> = Input<Named<E, 'body'>>;
/** What the handler may return (the schema makes the answer from it), and what the caller receives. */
export type ReplyOf<E> = Named<E, 'response'> extends z.ZodType ? z.input<Named<E, 'response'>> : null;
export type ResponseOf<E> = Named<E, 'response'> extends z.ZodType ? z.output<Named<E, 'response'>> : null;

/** The path with its `:name` parts filled in, each value encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from a query's values; an empty, null or undefined value adds nothing, as lib/paths.ts. */
export function endpointQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
