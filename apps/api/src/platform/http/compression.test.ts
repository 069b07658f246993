import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

describe('compressed answers', () => {
  let t: TestApp;
  let hr: { authorization: string };
  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('sends a large JSON answer with brotli, or gzip, to a client that accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/accounts', headers: hr });
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD_BYTES);
    assert.equal(plain.headers['content-encoding'], undefined);

    const br = await t.app.inject({
      url: '/api/accounts',
      headers: { ...hr, 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length < plain.rawPayload.length);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());

    const gzip = await t.app.inject({
      url: '/api/accounts',
      headers: { ...hr, 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const response = await t.app.inject({
      url: '/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.ok(response.rawPayload.length < COMPRESSION_THRESHOLD_BYTES);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.json().status, 'ok');
  });
});
