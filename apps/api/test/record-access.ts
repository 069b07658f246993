import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.ts';

/**
 * One route that takes an id, and a user who may not use one existing record through it. The
 * record-access test proves that this user's answer for that record is the answer for a random id:
 * 404 (or the route rule's 403) with the same body, so nothing tells the record exists.
 */
export interface RecordAccessCase {
  /** As registered, e.g. 'PUT /api/accounts/:id/activation'. */
  route: string;
  /** Prepares the record and the refused request; `url(id)` fills the route's id. */
  arrange(t: TestApp): Promise<{
    existingId: string;
    url(id: string): string;
    request: Omit<InjectOptions, 'url' | 'method'>;
  }>;
  /**
   * 404 unless the route rule already refuses this user before any record is read (403), or the
   * route takes another credential than a person's session and refuses theirs (401, SCIM).
   */
  status?: 401 | 403 | 404;
  /** Why this user may not use the record. */
  because: string;
}

export async function assertNoRecordHint(t: TestApp, accessCase: RecordAccessCase) {
  const [method = '', routeUrl = ''] = accessCase.route.split(' ');
  const { existingId, url, request } = await accessCase.arrange(t);
  assert.ok(url(existingId).includes(existingId), `${accessCase.route}: url(id) uses the id`);
  assert.equal(routeUrl.split('/').length, url(existingId).split('?')[0]?.split('/').length);
  const send = (id: string) =>
    t.app.inject({ ...request, method: method as InjectOptions['method'], url: url(id) });
  const [existing, random] = [await send(existingId), await send(randomUUID())];
  const expected = accessCase.status ?? 404;
  const label = `${accessCase.route} (${accessCase.because})`;
  assert.equal(existing.statusCode, expected, `${label}: ${existing.body}`);
  assert.equal(random.statusCode, expected, `${label}, random id: ${random.body}`);
  assert.deepEqual(existing.json(), random.json(), `${label}: same body as for a random id`);
  assert.ok(!existing.body.includes(existingId), `${label}: the body does not name the record`);
}
