import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptedEncoding, createCompressedAnswers } from './compressed-answers.ts';
import { compression } from './compression.ts';
import { entityTags } from './entity-tags.ts';

describe('acceptedEncoding', () => {
  it('takes brotli first, then gzip, as the compression plugin does', () => {
    assert.equal(acceptedEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(acceptedEncoding('gzip'), 'gzip');
    assert.equal(acceptedEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(acceptedEncoding('*'), 'br');
    assert.equal(acceptedEncoding('*, br;q=0'), 'gzip');
  });

  it('takes none for identity, deflate only, refusals or no header', () => {
    assert.equal(acceptedEncoding(undefined), undefined);
    assert.equal(acceptedEncoding('identity'), undefined);
    assert.equal(acceptedEncoding('deflate'), undefined);
    assert.equal(acceptedEncoding('br;q=0, gzip;q=0'), undefined);
  });
});

describe('answers compressed once per key', () => {
  let app: FastifyInstance;
  const sent: Array<string | Buffer> = [];
  const texts = new Map([
    ['a', JSON.stringify({ people: Array.from({ length: 400 }, (_, n) => `Person ${n}`) })],
    ['b', JSON.stringify({ people: Array.from({ length: 400 }, (_, n) => `Other ${n}`) })],
    ['small', JSON.stringify({ people: ['Ana'] })],
  ]);

  before(async () => {
    app = Fastify();
    await app.register(entityTags);
    await app.register(compression);
    const answers = createCompressedAnswers(2);
    app.get<{ Params: { key: string } }>('/answers/:key', async (request, reply) => {
      const payload = await answers.payload(
        request,
        reply,
        request.params.key,
        texts.get(request.params.key) as string,
      );
      sent.push(payload);
      return reply.send(payload);
    });
    await app.ready();
  });
  after(() => app.close());

  const get = (key: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/answers/${key}`, headers });

  it('sends the same compressed bytes to every request of a key, with its entity tag', async () => {
    const first = await get('a', { 'accept-encoding': 'gzip, br' });
    const second = await get('a', { 'accept-encoding': 'br' });
    assert.equal(first.headers['content-encoding'], 'br');
    assert.match(String(first.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(first.rawPayload).toString(), texts.get('a'));
    assert.equal(sent.at(-1), sent.at(-2), 'one compression, kept');
    assert.match(String(first.headers.etag), /^W\/"/);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
  });

  it('sends gzip to a client without brotli, and the text to one that takes neither', async () => {
    const gzip = await get('a', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), texts.get('a'));
    const plain = await get('a');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, texts.get('a'));
    assert.match(String(plain.headers['content-type']), /^application\/json/);
  });

  it('answers 304 with no body when the client holds the tag', async () => {
    const { etag } = (await get('b')).headers;
    const again = await get('b', { 'if-none-match': String(etag), 'accept-encoding': 'br' });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  it('leaves a small text uncompressed', async () => {
    const small = await get('small', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.body, texts.get('small'));
  });

  it('keeps only the most recently used keys: a dropped one is compressed again', async () => {
    await get('a', { 'accept-encoding': 'br' });
    const keptBytes = sent.at(-1);
    await get('b', { 'accept-encoding': 'br' });
    await get('small', { 'accept-encoding': 'br' });
    const again = await get('a', { 'accept-encoding': 'br' });
    assert.notEqual(sent.at(-1), keptBytes, 'made anew after being dropped');
    assert.equal(brotliDecompressSync(again.rawPayload).toString(), texts.get('a'));
  });
});
