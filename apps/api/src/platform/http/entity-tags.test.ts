import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('ETag and If-None-Match on JSON reads under /api', () => {
  let t: TestApp;
  let hr: { authorization: string };
  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('answers 304 with no body while the answer is unchanged, compressed or not', async () => {
    const first = await t.app.inject({ url: '/api/accounts', headers: hr });
    const tag = String(first.headers.etag);
    assert.match(tag, /^W\/"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');

    for (const encoding of [undefined, 'br', 'gzip']) {
      const again = await t.app.inject({
        url: '/api/accounts',
        headers: {
          ...hr,
          'if-none-match': tag,
          ...(encoding && { 'accept-encoding': encoding }),
        },
      });
      assert.equal(again.statusCode, 304, `accept-encoding ${encoding}`);
      assert.equal(again.rawPayload.length, 0);
      assert.equal(again.headers.etag, tag);
    }
  });

  it('sends the new answer once it changes', async () => {
    const earlier = await t.app.inject({ url: '/api/accounts', headers: hr });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts',
      headers: hr,
      payload: { name: earlier.json().name, nickname: 'Changed' },
    });
    assert.equal(changed.statusCode, 200);
    const later = await t.app.inject({
      url: '/api/accounts',
      headers: { ...hr, 'if-none-match': String(earlier.headers.etag) },
    });
    assert.equal(later.statusCode, 200);
    assert.notEqual(later.headers.etag, earlier.headers.etag);
    assert.equal(later.json().nickname, 'Changed');
  });

  it('tags each user their own answer', async () => {
    const hrAnswer = await t.app.inject({ url: '/api/accounts', headers: hr });
    const employee = await t.app.inject({
      url: '/api/accounts',
      headers: {
        ...(await t.authAs('employee@example.com')),
        'if-none-match': String(hrAnswer.headers.etag),
      },
    });
    assert.equal(employee.statusCode, 200);
    assert.equal(employee.json().email, 'employee@example.com');
  });

  it('leaves writes and errors untagged', async () => {
    const unauthorized = await t.app.inject({ url: '/api/accounts' });
    assert.equal(unauthorized.statusCode, 401);
    assert.equal(unauthorized.headers.etag, undefined);
  });
});
