import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertNoRecordHint } from './record-access.ts';
import { RECORD_ACCESS_CASES } from './record-access-cases.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Every route that takes a path parameter, from the access rules and the OpenAPI document. */
function routesTakingAnId(t: TestApp): string[] {
  const routes = new Set<string>();
  for (const route of t.app.guardedRoutes) {
    if (route.url.includes(':')) routes.add(`${route.method} ${route.url}`);
  }
  const paths = (t.app.swagger() as { paths?: Record<string, object> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    if (!path.includes('{')) continue;
    for (const method of Object.keys(operations)) {
      routes.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return [...routes].sort();
}

describe('record-level access', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('has a record-access case for every route that takes an id', () => {
    const covered = new Set(RECORD_ACCESS_CASES.map((accessCase) => accessCase.route));
    const routes = routesTakingAnId(t);
    assert.ok(routes.length >= 2, routes.join(', '));
    const missing = routes.filter((route) => !covered.has(route));
    assert.deepEqual(
      missing,
      [],
      "add a RecordAccessCase to the module's <domain>.record-access.ts (named by its manifest)",
    );
  });

  for (const accessCase of RECORD_ACCESS_CASES) {
    it(`${accessCase.route}: ${accessCase.because}`, () => assertNoRecordHint(t, accessCase));
  }
});
