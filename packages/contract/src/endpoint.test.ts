import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { defineEndpoint, endpointKey, endpointUrl, queryString } from './endpoint.ts';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:partId',
  access: 'authenticated',
  tag: 'things',
  summary: 'A part of a thing',
  params: z.object({ id: z.string(), partId: z.string() }),
  query: z.object({ year: z.number().optional(), tags: z.array(z.string()).optional() }),
  responses: { 200: z.object({}) },
});

test('endpointUrl fills the path parameters, encoded, and appends the defined query values', () => {
  assert.equal(
    endpointUrl(endpoint, { params: { id: 'a b', partId: '7' }, query: { year: 2026 } }),
    '/api/things/a%20b/parts/7?year=2026',
  );
  assert.equal(
    endpointUrl(endpoint, { params: { id: 'a', partId: 'b' } }),
    '/api/things/a/parts/b',
  );
});

test('queryString skips undefined, null and blank values and repeats array keys', () => {
  assert.equal(
    queryString({ a: undefined, b: null, e: '', c: ['x', 'y'], d: false }),
    '?c=x&c=y&d=false',
  );
  assert.equal(queryString({}), '');
});

test('a missing path parameter is a programming error that names the endpoint', () => {
  assert.throws(
    () => endpointUrl(endpoint, { params: { id: 'a' } as never }),
    /GET \/api\/things\/:id\/parts\/:partId needs the path parameter partId/,
  );
  assert.equal(endpointKey(endpoint), 'GET /api/things/:id/parts/:partId');
});
