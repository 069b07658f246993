import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('serving the SPA', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'quadro-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Quadro</title>');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  after(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of [
      '/',
      '/login',
      '/app/employees',
      '/reset-password/abc/def',
      '/no/such/page',
    ]) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>Quadro<\/title>/, url);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('serves a reset link whose code holds a malformed %-sequence as the SPA too', async () => {
    const response = await t.app.inject({ url: '/reset-password/abc/%E0%A4%A' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>Quadro<\/title>/);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['cache-control']), /immutable/);
  });

  it('answers unknown API paths and non-GET requests with the JSON 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/unknown' },
      { method: 'POST' as const, url: '/somewhere' },
      { method: 'GET' as const, url: '/account/unknown' },
    ]) {
      const response = await t.app.inject(request);
      assert.equal(response.statusCode, 404, request.url);
      assert.equal(response.json().error, 'not_found');
    }
  });
});
