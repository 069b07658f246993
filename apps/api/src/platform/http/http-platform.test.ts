import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('HTTP platform', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('reports health with the database engine', async () => {
    const response = await t.app.inject({ url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
    assert.ok(['pglite', 'postgres'].includes(response.json().database));
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['strict-transport-security']);
  });

  it('publishes an OpenAPI 3.1 document built from the route schemas, outside /api/docs', async () => {
    const response = await t.app.inject({ url: '/openapi/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.equal(document.openapi, '3.1.0');
    assert.ok(document.paths['/api/accounts'].get);
    assert.ok(document.paths['/connect/token'].post);
    assert.ok(document.paths['/account/ResetPassword'].post.requestBody);
    const ui = await t.app.inject({ url: '/openapi' });
    assert.ok([200, 302].includes(ui.statusCode));
  });

  it('never leaks a stack trace for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: { ...(await t.authAs('employee@example.com')), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'validation_failed');
    assert.doesNotMatch(response.body, /at .*\.ts:\d+/);
  });
});
