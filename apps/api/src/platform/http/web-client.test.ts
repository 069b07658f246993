import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const ASSET = 'console.log(1)';

describe('serving the SPA', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'quadro-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const html = `<!doctype html><title>Quadro</title>${'<!-- filler -->'.repeat(100)}`;
    await writeFile(path.join(dist, 'index.html'), html);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // What the web build writes beside each asset (apps/web/build/precompress.ts).
    await writeFile(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(ASSET));
    await writeFile(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync(ASSET));
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

  it('sends the pre-compressed copy of an asset to a client that accepts it', async () => {
    const br = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers['cache-control']), /immutable/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), ASSET);

    const gzip = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const plain = await t.app.inject({ url: '/assets/app-1234.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, ASSET);
  });

  it('never serves the compressed copies under their own names', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js.br' });
    assert.notEqual(response.headers['content-type'], 'application/x-brotli');
    assert.match(response.body, /<title>Quadro<\/title>/);
  });

  it('sends index.html pre-compressed and still asks for revalidation', async () => {
    const response = await t.app.inject({
      url: '/app/employees',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(brotliDecompressSync(response.rawPayload).toString(), /<title>Quadro<\/title>/);
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
