import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOKEN = 'metrics-token-of-the-test';

describe('metrics: no METRICS_TOKEN set', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers 401 JSON to everyone, never the web app page', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 401);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.equal(response.json().error, 'unauthorized');
    }
  });
});

describe('metrics: with METRICS_TOKEN', () => {
  let t: TestApp;
  const logs = captureLogs();
  before(async () => {
    t = await createTestApp(
      { METRICS_TOKEN: TOKEN, METRICS_PORT: '0', LOG_LEVEL: 'info' },
      {
        logDestination: logs,
      },
    );
  });
  after(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-test', TOKEN]) {
      const response = await scrape(authorization);
      assert.equal(response.statusCode, 401, String(authorization));
      assert.equal(response.json().error, 'unauthorized');
    }
  });

  it('counts requests by route template, method and status', async () => {
    const headers = await t.authAs('hr@example.com');
    const id = await t.personId('admin@example.com');
    for (let times = 0; times < 2; times += 1) {
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/api/people/${id}`, headers })).statusCode,
        200,
      );
    }
    const response = await scrape(`Bearer ${TOKEN}`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.match(
      response.body,
      /http_request_duration_seconds_count\{method="GET",route="\/api\/people\/:id",status_code="200"\} 2\n/,
    );
    assert.ok(!response.body.includes(id), 'no raw URL in the labels');
  });

  it('reports the outbox, the job runs, the worker threads and the process', async () => {
    const { body } = await scrape(`Bearer ${TOKEN}`);
    for (const series of [
      /quadro_mail_outbox\{state="pending"\} \d+/,
      /quadro_mail_outbox\{state="failed"\} \d+/,
      /# TYPE quadro_job_runs_failed gauge/,
      /quadro_worker_threads\{state="busy"\} 0/,
      /quadro_worker_threads\{state="queued"\} 0/,
      /process_cpu_seconds_total \d/,
    ]) {
      assert.match(body, series);
    }
    if (t.database.engine === 'postgres') {
      assert.match(body, /quadro_db_pool_connections\{state="in_use"\} \d+/);
      assert.match(body, /quadro_db_pool_waiting \d+/);
    }
  });

  it('serves them without a token on METRICS_PORT once the app listens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const line = await logs.waitFor((entry) => entry.msg === 'metrics served on their own port');
    const response = await fetch(`http://127.0.0.1:${line.port}/metrics`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /http_request_duration_seconds_bucket/);
    assert.equal((await fetch(`http://127.0.0.1:${line.port}/api/people`)).status, 404);
  });
});
