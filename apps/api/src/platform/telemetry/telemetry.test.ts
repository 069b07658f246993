import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

interface FinishedSpan {
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
}

const SERVER_KIND = 1;
const fixture = path.resolve(import.meta.dirname, '../../../test/traced-app-fixture.ts');

/** The traced app runs in a process of its own: its instrumentation is global (traced-app-fixture.ts). */
async function tracedRequests(): Promise<{ statuses: number[]; spans: FinishedSpan[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, [fixture], {
    env: { ...process.env, OTEL_SERVICE_NAME: '', OTEL_RESOURCE_ATTRIBUTES: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}

describe('OpenTelemetry traces', () => {
  it('a request gives a server span named by its route template; a query a pg span (PostgreSQL)', async () => {
    const { statuses, spans } = await tracedRequests();
    assert.deepEqual(statuses, [401, 200]);

    const serverSpans = spans.filter((span) => span.kind === SERVER_KIND);
    assert.deepEqual(
      serverSpans.map((span) => [span.name, span.attributes['http.route']]),
      [
        ['GET /api/people/:id', '/api/people/:id'],
        ['GET /health', '/health'],
      ],
    );
    assert.ok(spans.some((span) => span.scope === '@fastify/otel' && span.name === 'request'));
    assert.equal(serverSpans[0]?.resource['service.name'], 'quadro');

    // PGlite runs in the process and is no pg client: only PostgreSQL's queries are pg spans.
    const pgSpans = spans.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    if (process.env.TEST_DATABASE_URL) {
      assert.ok(pgSpans.length > 0, 'a pg span for the query of /health');
    } else {
      assert.equal(pgSpans.length, 0);
    }
  });
});
