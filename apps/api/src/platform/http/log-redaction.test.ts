import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { everyEndpoint } from '@quadro/contract/every-endpoint';
import { SECRET_LINK_PAGES } from '@quadro/contract/secret-links';
import type { HTTPMethods } from 'fastify';
import { z } from 'zod';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SECRET_PARAMETER } from './log-redaction.ts';

const MARKER = 'SeCrEtMaRkEr42';
const ANY_ID = '11111111-1111-4111-8111-111111111111';
/** Sent to every route, declared or not: a caller may add them to any URL. */
const ALWAYS_SENT = ['token', 'code', 'state', 'secret', 'signature', 'access_token'];

/**
 * Every registered route as method and template, read from Fastify's own route tree: each line is
 * a segment added to the path of the line it is nested under.
 */
function registeredRoutes(t: TestApp): { method: HTTPMethods; url: string }[] {
  const routes: { method: HTTPMethods; url: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    const match = /── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (branch === -1 || !match?.[1]) continue;
    const depth = branch / 4;
    const url = (pathAtDepth[depth - 1] ?? '') + match[1];
    pathAtDepth[depth] = url;
    for (const method of match[2]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method: method as HTTPMethods, url });
    }
  }
  return routes;
}

/** The query names each contract endpoint declares, by `METHOD path`. */
async function declaredQueries(): Promise<Map<string, string[]>> {
  const queries = new Map<string, string[]>();
  for (const [, endpoint] of await everyEndpoint()) {
    if (endpoint.query instanceof z.ZodObject) {
      queries.set(`${endpoint.method} ${endpoint.path}`, Object.keys(endpoint.query.shape));
    }
  }
  return queries;
}

function withMarkers(template: string, queryNames: readonly string[]): string {
  const filled = template
    .replace(/:(\w+)/g, (_whole, name: string) => (SECRET_PARAMETER.test(name) ? MARKER : ANY_ID))
    .replace('*', 'any');
  const secretNames = new Set([
    ...ALWAYS_SENT,
    ...queryNames.filter((n) => SECRET_PARAMETER.test(n)),
  ]);
  const query = [...secretNames].map((name) => `${name}=${MARKER}`).join('&');
  return `${filled}?${query}`;
}

describe('secrets never reach the log', () => {
  let t: TestApp;
  const logs = captureLogs();
  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination: logs });
  });
  after(() => t.close());

  it('on every registered route, with secrets in its path, query and headers', async () => {
    const queries = await declaredQueries();
    const routes = registeredRoutes(t);
    assert.ok(routes.length > 100, `only ${routes.length} routes read`);
    assert.ok(routes.some((route) => route.url === '/api/vacation/feed/:token/:file'));
    for (const route of routes) {
      const url = withMarkers(route.url, queries.get(`${route.method} ${route.url}`) ?? []);
      await t.app.inject({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${MARKER}`, cookie: `session=${MARKER}` },
      });
      assert.ok(!logs.text().includes(MARKER), `${route.method} ${route.url} logged a secret`);
    }
    assert.match(logs.text(), /\/api\/vacation\/feed\/\[redacted\]\//);
  });

  it('on the pages opened from mailed secret links', async () => {
    for (const page of SECRET_LINK_PAGES) {
      await t.app.inject({ method: 'GET', url: withMarkers(page, []) });
      assert.ok(!logs.text().includes(MARKER), `${page} logged a secret`);
    }
  });

  it('lists every web app page whose address holds a secret', async () => {
    const features = path.resolve(import.meta.dirname, '../../../../web/src/features');
    const pathsWithSecrets: string[] = [];
    for (const file of await readdir(features, { recursive: true })) {
      if (!file.endsWith('.feature.ts')) continue;
      const text = await readFile(path.join(features, file), 'utf8');
      for (const [, page = ''] of text.matchAll(/path: '([^']+)'/g)) {
        if ([...page.matchAll(/:(\w+)/g)].some(([, name]) => SECRET_PARAMETER.test(name ?? ''))) {
          pathsWithSecrets.push(page);
        }
      }
    }
    assert.deepEqual(
      pathsWithSecrets.filter((page) => !SECRET_LINK_PAGES.includes(page)),
      [],
      'a page with a secret in its path belongs in SECRET_LINK_PAGES (@quadro/contract/secret-links)',
    );
  });
});
