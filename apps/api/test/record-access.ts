import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type {
  RecordAccessCase as PlatformCase,
  RecordAccessProbe as PlatformProbe,
} from '../src/platform/record-access/record-access-case.ts';
import { type IdPlace, pathPlacesOf } from './id-places.ts';
import { valuesAt } from './ids-in-request.ts';
import type { TestApp } from './test-app.ts';

/** A probe as the tests write it: its `arrange` gets the test app. */
export type RecordAccessProbe = PlatformProbe<TestApp>;
export type RecordAccessCase = PlatformCase<TestApp>;

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
