import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contractIdPlaces, pathPlacesOf } from './id-places.ts';
import { assertNoRecordHint, placeOf, type RecordAccessProbe } from './record-access.ts';
import { RECORD_ACCESS_CASES } from './record-access-cases.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * `'<route> <place>'` for every place a route takes an id: each path parameter of the routes the
 * access rules and the OpenAPI document know (so `/files/…` and SCIM too), and each uuid of the
 * contract's query, body and form schemas, however deep.
 */
async function idPlaces(t: TestApp): Promise<string[]> {
  const routes = new Set<string>();
  for (const route of t.app.guardedRoutes) routes.add(`${route.method} ${route.url}`);
  const paths = (t.app.swagger() as { paths?: Record<string, object> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of Object.keys(operations)) {
      routes.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  const places = new Set(await contractIdPlaces());
  for (const route of routes) {
    for (const place of pathPlacesOf(route.split(' ')[1] ?? '')) places.add(`${route} ${place}`);
  }
  return [...places].sort();
}

const probes = RECORD_ACCESS_CASES.filter(
  (entry): entry is RecordAccessProbe => 'arrange' in entry,
);

describe('record-level access', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('has a record-access case for every place a route takes an id', async () => {
    const covered = new Set(RECORD_ACCESS_CASES.map((entry) => `${entry.route} ${placeOf(entry)}`));
    const places = await idPlaces(t);
    assert.ok(places.length >= 2, places.join(', '));
    const missing = places.filter((place) => !covered.has(place));
    assert.deepEqual(
      missing,
      [],
      "add a RecordAccessProbe, or an OpenIdPlace with its reason, to the module's <domain>.record-access.ts (named by its manifest)",
    );
  });

  it('has no case for a place that takes no id', async () => {
    const places = new Set(await idPlaces(t));
    const stale = RECORD_ACCESS_CASES.map((entry) => `${entry.route} ${placeOf(entry)}`).filter(
      (place) => !places.has(place),
    );
    assert.deepEqual(stale, []);
  });

  for (const probe of probes) {
    it(`${probe.route} ${placeOf(probe)}: ${probe.because}`, () => assertNoRecordHint(t, probe));
  }
});
