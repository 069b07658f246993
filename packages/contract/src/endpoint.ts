import { z } from 'zod';
import './required-message.ts';
import { apiErrorSchema } from './api-errors.ts';
import type { Profile } from './profiles.ts';

/**
 * Each API endpoint is described once, here in the contract: the API registers its route from it
 * (`route(app, endpoint, handler)` in apps/api/src/platform/http/endpoint-route.ts) and the web's
 * `apiRequest(endpoint, input)` is typed by it, so a changed body or answer fails to compile on
 * the other side. The idea of ts-rest's contract (`initContract().router({...})`), not the package.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or holders of one of the listed profiles. */
export type EndpointAccess = 'public' | 'authenticated' | readonly Profile[];

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/api/holidays/:id`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** The OpenAPI tag and one-line summary. */
  readonly tag: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body, validated by the route. */
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data body the handler reads itself (files): documented with this schema, sent
   * by the web as FormData.
   */
  readonly formData?: z.ZodType;
  /** Every answer, per status; the 2xx one is what the web receives. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

/** An endpoint of the contract, kept with its literal types (method, path, schemas). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/**
 * The form of an upload of one file (`formData` of an endpoint): the handler reads the part named
 * file itself, so this documents it.
 */
export const fileUploadForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The file: one multipart part named file' }),
});

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The error answers an endpoint documents, all with the one error body. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** `'GET /api/holidays'`: how tests and messages name an endpoint. */
export const endpointKey = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

type OptionalWhenEmpty<K extends string, T> = object extends T
  ? { readonly [P in K]?: T }
  : { readonly [P in K]: T };

type Part<E, K extends string, Field extends string> = E extends {
  readonly [P in Field]: infer S extends z.ZodType;
}
  ? OptionalWhenEmpty<K, z.input<S>>
  : { readonly [P in K]?: never };

/** What a caller gives: path params, query, and the JSON body or the FormData. */
export type EndpointInput<E extends EndpointDefinition> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'query'> &
  Part<E, 'body', 'body'> &
  (E extends { readonly formData: z.ZodType }
    ? { readonly formData: FormDataLike }
    : { readonly formData?: never });

/** The query a caller gives an endpoint (the query schema's input). */
export type EndpointQuery<E extends EndpointDefinition> = E extends {
  readonly query: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;

/** The browser's FormData, named structurally so the contract needs no DOM types. */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The 2xx answer's status(es) of an endpoint. */
export type SuccessStatusOf<E extends EndpointDefinition> = Extract<
  keyof E['responses'],
  SuccessStatus
>;

/** What a successful call answers, parsed: the 2xx schema's output (undefined for 204). */
export type EndpointResult<E extends EndpointDefinition> = {
  [S in SuccessStatusOf<E>]: S extends 204
    ? undefined
    : E['responses'][S] extends z.ZodType
      ? z.output<E['responses'][S]>
      : never;
}[SuccessStatusOf<E>];

/** The schema of the answer with this status, if the endpoint declares one. */
export function responseSchema(
  endpoint: EndpointDefinition,
  status: number,
): z.ZodType | undefined {
  return (endpoint.responses as Record<number, z.ZodType | undefined>)[status];
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `?a=1&b=x` from the given values, blanks left out (arrays repeat the key); empty when none. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(query) as [string, QueryValue][]) {
    if (raw === undefined || raw === null || raw === '') continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The URL of a call: the path with its params filled in, then the query. */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'> = {} as EndpointInput<E>,
): string {
  const params = (input.params ?? {}) as Readonly<Record<string, unknown>>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpointKey(endpoint)} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(input.query as Readonly<Record<string, unknown>> | undefined)}`;
}
