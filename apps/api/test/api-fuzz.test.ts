import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import fc from 'fast-check';
import type { RouteAccess } from '../src/platform/auth/route-access.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { multipartBody, png } from './upload-fixtures.ts';

/**
 * Property: whatever a client sends to a documented route — valid, generated or hostile input —
 * the answer is never a 5xx and its status is one the OpenAPI document declares for that route.
 * Driven by /openapi/json, so a route added later is fuzzed without touching this file.
 */

const SEED = 20_261_122;
const RUNS_PER_ROUTE = 60;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Ana\u0000Silva',
    '\ud800',
    'x\udc00y',
    '\udfff\ud800',
    'x'.repeat(100_000),
    '',
    '   ',
    '0000-01-01',
    '9999-12-31',
    '-000001-01-01',
    '2024-02-30',
    '+275760-09-13',
    '\u202eevil',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '\r\nX-Injected: 1',
    '😀'.repeat(300),
    'employee@example.com',
    'a@b.c\u0000',
  ),
  fc.string({ unit: codeUnit, maxLength: 40 }),
);

const hostileNumber = fc.constantFrom(
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
);

const wrongType = fc.constantFrom<unknown>(null, true, [], {}, [1, 'a'], { nested: { deep: 1 } });

const hostile: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, wrongType);

/** The edges of the contract's 1900–2100 range of months and years, and far outside it. */
const EDGE_MONTH_KEYS = ['0000-01', '1899-12', '1900-01', '2100-12', '2101-01', '9999-12'];
const EDGE_YEARS = [0, 1899, 1900, 2100, 2101, 9999];
const EDGE_MONTH_NUMBERS = [0, 1, 12, 13];
const isYearName = (name: string) => name === 'year' || /[a-z]Year$/.test(name);
const isMonthName = (name: string) => name === 'month' || /[a-z]Month$/.test(name);
const isMonthOrYearName = (name: string) => isYearName(name) || isMonthName(name);

/** A month or year field's edge values: `YYYY-MM` for a string month, numbers otherwise. */
function edgesFor(schema: JsonSchema, name: string): unknown[] {
  const type = [schema.type ?? schema.anyOf?.[0]?.type].flat()[0];
  if (isYearName(name)) return EDGE_YEARS;
  return type === 'string' ? EDGE_MONTH_KEYS : EDGE_MONTH_NUMBERS;
}

const isoDay = fc
  .date({ min: new Date('1850-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));

function conformingString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return isoDay;
  if (schema.format === 'binary') return fc.string();
  if (schema.pattern?.includes('@') || /e-?mail|username/i.test(name)) {
    return fc.oneof(fc.emailAddress(), fc.constantFrom(...DEMO_ACCOUNTS.map((a) => a.email)));
  }
  if (/password/i.test(name)) return fc.constantFrom(DEMO_PASSWORD, 'Another#Pass1', 'short');
  if (name === 'client_id') return fc.constant(WEB_CLIENT.client_id);
  if (name === 'client_secret') return fc.constant(WEB_CLIENT.client_secret);
  if (/id$/i.test(name)) return fc.uuid();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
}

/** Mostly what the schema asks for, often something hostile in its place. */
function valueFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: conforming(schema, name, depth, true) },
    { weight: 1, arbitrary: hostile },
  );
}

const UNSTORABLE = fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff');

/** A valid-looking string with a character no database stores slipped in, now and then. */
function tainted(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, UNSTORABLE, fc.nat()).map(([text, bad, at]) => {
        const cut = text.length === 0 ? 0 : at % text.length;
        return text.slice(0, cut) + bad + text.slice(cut);
      }),
    },
    { weight: 1, arbitrary: hostileString },
  );
}

function conforming(
  schema: JsonSchema,
  name: string,
  depth: number,
  taint = false,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((one) => conforming(one, name, depth, taint)));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (isMonthOrYearName(name)) {
    // Months and years come from the range's edges as often as from anywhere else.
    return fc.oneof(
      fc.constantFrom(...edgesFor(schema, name)),
      conforming({ ...schema }, '', depth, taint),
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return objectFor(schema, depth, taint);
    case 'array':
      return depth > 2 || !schema.items
        ? fc.constant([])
        : fc.array(valueFor(schema.items, name, depth + 1), { maxLength: 3 });
    case 'string':
      return taint ? tainted(conformingString(schema, name)) : conformingString(schema, name);
    case 'integer': {
      // A window of at most 2,000 values from the schema's minimum (years start at 1900).
      const min = schema.minimum ?? -1000;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 2000, min + 2000) });
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostile;
  }
}

/** The documented fields: every required one, any optional ones, each as its schema asks. */
function objectFor(
  schema: JsonSchema,
  depth: number,
  taint: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      conforming(property, key, depth + 1, taint),
    ]),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}

/**
 * A body: as documented; as documented with unstorable characters slipped into its strings; with
 * one field made hostile, dropped or added; or anything at all.
 */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = conforming(schema, '', 0);
  const keys = Object.keys(schema.properties ?? {});
  const mutated =
    keys.length === 0
      ? valid
      : fc
          .tuple(
            valid,
            fc.constantFrom(...keys, 'unknown', '__proto__'),
            fc.option(hostile, { nil: undefined, freq: 4 }),
          )
          .map(([body, key, value]) => {
            if (typeof body !== 'object' || body === null) return body;
            const copy: Record<string, unknown> = { ...body };
            if (value === undefined) delete copy[key];
            else copy[key] = value;
            return copy;
          });
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: conforming(schema, '', 0, true) },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: valueFor(schema) },
  );
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Body {
  type?: string;
  payload?: string | Buffer;
}

function encodeForm(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  return new URLSearchParams(
    Object.entries(value).map(([key, field]): [string, string] => [
      key,
      typeof field === 'string' ? field : JSON.stringify(field),
    ]),
  ).toString();
}

const malformedBody = fc.constantFrom(
  { type: 'application/json', payload: '{"name": ' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
);

/** Percent-encodes a segment; a lone surrogate goes as the bytes UTF-8 would give it (invalid). */
function encodePathSegment(value: string): string {
  return value.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) =>
    part.isWellFormed()
      ? encodeURIComponent(part)
      : `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16)}%${(0x80 + (part.charCodeAt(0) & 0x3f)).toString(16)}`,
  );
}

/** A parameter's name matters to the generator only for months and years (their edges). */
const monthOrYearName = (name: string) => (isMonthOrYearName(name) ? name : '');

/** A request for one documented operation: parameters, then a body of the documented type. */
function requestFor(method: string, path: string, operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const bodyTypes = Object.keys(content);

  const body: fc.Arbitrary<Body> =
    bodyTypes.length === 0
      ? fc.constant<Body>({})
      : fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...bodyTypes).chain((type): fc.Arbitrary<Body> => {
              if (type.startsWith('multipart/')) {
                return fc
                  .oneof(
                    fc.constant(png()),
                    fc.constant(png().subarray(0, 40)),
                    fc.constant(png({ width: 100_000, height: 100_000 })),
                    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
                  )
                  .map((bytes): Body => {
                    const multipart = multipartBody([
                      { filename: 'x\u0000.png', type: 'image/png', content: bytes },
                    ]);
                    return {
                      type: multipart.headers['content-type'],
                      payload: multipart.payload,
                    };
                  });
              }
              const schema = content[type]?.schema ?? {};
              return bodyFor(schema).map(
                (value): Body => ({
                  type,
                  payload: type.includes('urlencoded') ? encodeForm(value) : JSON.stringify(value),
                }),
              );
            }),
          },
          { weight: 1, arbitrary: malformedBody },
        );

  return fc
    .record({
      // An empty segment addresses another resource (`/api/interests/` is the collection, whose
      // 405 for PUT is right), so path parameters are never empty.
      path: fc.tuple(
        ...pathParameters.map((parameter) =>
          valueFor(parameter.schema, monthOrYearName(parameter.name)).filter(
            (value) => String(value) !== '',
          ),
        ),
      ),
      query: fc.tuple(
        ...queryParameters.map((parameter) =>
          fc.option(valueFor(parameter.schema, monthOrYearName(parameter.name))),
        ),
      ),
      body,
    })
    .map(({ path: pathValues, query, body: { type, payload } }): Request => {
      let url = path;
      pathParameters.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodePathSegment(String(pathValues[index])));
      });
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = query[index];
        if (value !== null) search.append(parameter.name, String(value));
      });
      const queryString = search.toString();
      return {
        method: method.toUpperCase(),
        url: queryString ? `${url}?${queryString}` : url,
        headers: type ? { 'content-type': type } : ({} as Record<string, string>),
        ...(payload !== undefined && { payload }),
      };
    });
}

describe('every documented route, fuzzed', () => {
  let t: TestApp;
  let operations: [string, string, Operation][];
  const tokens = new Map<string, string>();

  before(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ url: '/openapi/json' })).json();
    operations = Object.entries<Record<string, Operation>>(document.paths).flatMap(
      ([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => [method, path, operation] as const),
    ) as [string, string, Operation][];
  });
  after(() => t.close());

  /** A signed-in user the route admits, so the fuzz reaches the handler. */
  async function authorizationFor(method: string, path: string, operation: Operation) {
    if (!operation.security?.length) return {};
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    const guarded = t.app.guardedRoutes.find(
      (route) => route.method === method.toUpperCase() && route.url === url,
    );
    const access: RouteAccess = guarded?.access ?? 'authenticated';
    const account = DEMO_ACCOUNTS.find(
      (candidate) =>
        access === 'authenticated' ||
        access === 'public' ||
        holdsAnyProfile(candidate.profiles, access),
    );
    assert.ok(account, `a demo account may call ${method} ${path}`);
    let token = tokens.get(account.email);
    if (!token) {
      token = (await t.login(account.email)).access_token;
      tokens.set(account.email, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  it('documents routes to fuzz', () => {
    assert.ok(operations.length >= 10, `${operations.length} operations`);
  });

  it("answers every month and year parameter's edges without a 5xx, refusing those outside 1900–2100", async () => {
    let sent = 0;
    for (const [method, path, operation] of operations) {
      const authorization = await authorizationFor(method, path, operation);
      const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
      const requests: { field: string; value: unknown; request: Request }[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !isMonthOrYearName(parameter.name)) continue;
        for (const value of edgesFor(parameter.schema, parameter.name)) {
          const query = new URLSearchParams({ [parameter.name]: String(value) });
          requests.push({
            field: parameter.name,
            value,
            request: { method: method.toUpperCase(), url: `${url}?${query}`, headers: {} },
          });
        }
      }
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      for (const [field, property] of Object.entries(bodySchema?.properties ?? {})) {
        if (!bodySchema || !isMonthOrYearName(field)) continue;
        const [valid] = fc.sample(conforming(bodySchema, '', 0), { seed: SEED, numRuns: 1 });
        for (const value of edgesFor(property, field)) {
          requests.push({
            field,
            value,
            request: {
              method: method.toUpperCase(),
              url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify({ ...(valid as object), [field]: value }),
            },
          });
        }
      }
      for (const { field, value, request } of requests) {
        sent += 1;
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...authorization },
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        const declared = Object.keys(operation.responses);
        const where = `${request.method} ${request.url} (${field} ${JSON.stringify(value)})`;
        assert.ok(
          response.statusCode < 500 && declared.includes(String(response.statusCode)),
          `${where} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
        );
        const outside =
          typeof value === 'string'
            ? value < '1900-01' || value > '2100-12'
            : isYearName(field)
              ? value !== 1900 && value !== 2100
              : value !== 1 && value !== 12;
        if (outside) {
          assert.equal(response.statusCode, 400, `${where} is refused`);
          assert.ok(
            response.json().fields?.some((error: { field: string }) => error.field === field),
            `${where}: the answer names the field: ${response.body.slice(0, 300)}`,
          );
        }
      }
    }
    assert.ok(sent >= 100, `${sent} requests at the edges`);
  });

  it('never answers 5xx nor a status the document does not declare', async () => {
    for (const [method, path, operation] of operations) {
      const authorization = await authorizationFor(method, path, operation);
      await fc.assert(
        fc.asyncProperty(requestFor(method, path, operation), async (request) => {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...authorization },
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          const declared = Object.keys(operation.responses);
          assert.ok(
            response.statusCode < 500 && declared.includes(String(response.statusCode)),
            `${request.method} ${request.url.slice(0, 200)} answered ${response.statusCode} ` +
              `(declared ${declared.join(', ')}): ${response.body.slice(0, 300)}`,
          );
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  });
});
