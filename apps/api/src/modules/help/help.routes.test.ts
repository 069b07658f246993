import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HELP_MESSAGES, helpAnswerSchema } from '@quadro/contract/help';
import { type AuthHeaders, fieldsOf } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HELP_DIR } from './help-library.ts';

describe('/api/docs', () => {
  let t: TestApp;
  let employee: AuthHeaders;
  const docs = (src: string, headers: Partial<AuthHeaders> = employee) =>
    t.app.inject({ url: `/api/docs?src=${src}`, headers });

  before(async () => {
    t = await createTestApp();
    employee = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it("answers a screen's Markdown and its first heading", async () => {
    const response = await docs('TravelsPage');
    assert.equal(response.statusCode, 200, response.body);
    const [record, ...others] = helpAnswerSchema.parse(response.json()).data.records;
    assert.equal(others.length, 0);
    assert.equal(record?.source, await readFile(path.join(HELP_DIR, 'TravelsPage.md'), 'utf8'));
    assert.equal(record?.title, 'Expenses & Travels');
  });

  it('answers a screen without help with no records, never 404', async () => {
    const response = await docs('NoSuchScreen');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { data: { records: [] } });
  });

  it('refuses a name that is no component name on src, a path above all', async () => {
    for (const src of ['..%2F..%2Fetc%2Fpasswd', '..%2FREADME', 'a.b', '', `A${'b'.repeat(64)}`]) {
      const response = await docs(src);
      assert.equal(response.statusCode, 400, `${src}: ${response.body}`);
      assert.deepEqual(fieldsOf(response), ['src'], src);
      assert.equal(response.json().fields[0].message, HELP_MESSAGES.invalidSource, src);
    }
  });

  it('is for signed-in users', async () => {
    assert.equal((await docs('TravelsPage', {})).statusCode, 401);
  });
});
