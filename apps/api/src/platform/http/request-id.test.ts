import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids, without a trusted proxy', () => {
  let t: TestApp;
  const logs = captureLogs();
  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: logs });
  });
  after(() => t.close());

  it('answers every request with a fresh UUID, errors and 404 too', async () => {
    const headers = await t.authAs('hr@example.com');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/health/live' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: `/api/people/${crypto.randomUUID()}` }),
      await t.app.inject({ method: 'GET', url: '/api/people/not-an-id', headers }),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 404, 401, 400],
    );
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) assert.match(id, UUID);
    assert.equal(new Set(ids).size, ids.length);
  });

  it("ignores a caller's own id", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'chosen-by-the-caller' },
    });
    assert.match(String(response.headers['x-request-id']), UUID);
  });

  it('puts the id in every log line of the request', async () => {
    const headers = await t.authAs('hr@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/people/not-an-id', headers });
    const id = response.headers['x-request-id'];
    const lines = logs.lines().filter((line) => line.reqId === id);
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['incoming request', 'request refused', 'request completed'],
    );
  });
});

describe('request ids, behind a trusted proxy', () => {
  let t: TestApp;
  before(async () => {
    // app.inject comes from 127.0.0.1: the proxy here.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  after(() => t.close());

  it("keeps the proxy's id", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'edge-7f3a.01_B' },
    });
    assert.equal(response.headers['x-request-id'], 'edge-7f3a.01_B');
  });

  it('replaces an id that could forge a log line', async () => {
    for (const forged of ['two words', 'x'.repeat(129), 'a"b\n{}']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': forged },
      });
      assert.match(String(response.headers['x-request-id']), UUID);
    }
  });
});
