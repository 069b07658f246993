import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { type IdPlace, pathPlacesOf } from './id-places.ts';
import { valuesAt } from './ids-in-request.ts';
import type { TestApp } from './test-app.ts';

type Request = Omit<InjectOptions, 'url' | 'method'>;

/**
 * The refused request, built for any id: `url(id)` with a fixed `request` (an id in the path or the
 * query), or `request(id)` giving the url and the rest (an id in the body or the form; a form is
 * encoded asynchronously, so it may answer a promise).
 */
export type RefusedRequest = { existingId: string } & (
  | { url(id: string): string; request: Request }
  | { request(id: string): Promise<Request & { url: string }> | (Request & { url: string }) }
);

/**
 * One place of a route that takes an id, and a user who may not use one existing record through
 * it. The record-access test puts that record's id, then a random one, at that place and proves
 * both answers are the same status and the same body, and that the body does not name the record.
 */
export interface RecordAccessProbe {
  /** As registered, e.g. 'PUT /api/accounts/:id/activation'. */
  route: string;
  /** Where the id goes (`body.ids[]`, `query.teamId`…); the route's last path parameter if left out. */
  at?: IdPlace;
  arrange(t: TestApp): Promise<RefusedRequest>;
  /**
   * 404 unless the route rule already refuses this user before any record is read (403), the route
   * takes another credential than a person's session and refuses theirs (401, SCIM), an id in a
   * body is refused as a field (400, the same field error for both ids) or a decision on many
   * answers for each item (200, the same answer for both ids).
   */
  status?: 200 | 400 | 401 | 403 | 404;
  /** Why this user may not use the record. */
  because: string;
}

/**
 * A place that holds an id the test does not probe, declared with its reason: the id names no
 * stored record (one the client makes up for a new row), or every caller the route rule lets in may
 * name every record of its kind (HR putting any employee in a team), so none is refused.
 */
export interface OpenIdPlace {
  route: string;
  at: IdPlace;
  open: 'not a record' | 'every record';
  because: string;
}

export type RecordAccessCase = RecordAccessProbe | OpenIdPlace;

/** The place a case covers: its `at`, or its route's last path parameter. */
export function placeOf(accessCase: RecordAccessCase): IdPlace {
  const [, routeUrl = ''] = accessCase.route.split(' ');
  const place = accessCase.at ?? pathPlacesOf(routeUrl).at(-1);
  if (!place)
    throw new Error(`${accessCase.route}: no path parameter, so the case needs an \`at\``);
  return place;
}

export async function assertNoRecordHint(t: TestApp, probe: RecordAccessProbe) {
  const [method = '', routeUrl = ''] = probe.route.split(' ');
  const place = placeOf(probe);
  const refused = await probe.arrange(t);
  const requestFor = async (id: string) =>
    'url' in refused ? { ...refused.request, url: refused.url(id) } : await refused.request(id);
  const label = `${probe.route} ${place} (${probe.because})`;
  const existingRequest = await requestFor(refused.existingId);
  assert.equal(existingRequest.url.split('?')[0]?.split('/').length, routeUrl.split('/').length);
  assert.ok(
    valuesAt(routeUrl, place, existingRequest).includes(refused.existingId),
    `${label}: the request carries the id at ${place}`,
  );
  const send = async (id: string) =>
    t.app.inject({ ...(await requestFor(id)), method: method as InjectOptions['method'] });
  const [existing, random] = [await send(refused.existingId), await send(randomUUID())];
  const expected = probe.status ?? 404;
  assert.equal(existing.statusCode, expected, `${label}: ${existing.body}`);
  assert.equal(random.statusCode, expected, `${label}, random id: ${random.body}`);
  assert.deepEqual(existing.json(), random.json(), `${label}: same body as for a random id`);
  assert.ok(
    !existing.body.includes(refused.existingId),
    `${label}: the body does not name the record`,
  );
}
