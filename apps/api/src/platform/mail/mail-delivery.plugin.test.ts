import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

async function newestEml(dir: string, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml'));
    const newest = files.sort().at(-1);
    if (newest) return readFile(path.join(dir, newest), 'utf8');
    await sleep(100);
  }
  throw new Error(`no .eml file in ${dir} in time`);
}

describe('mail delivery plugin', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  // Delivery is a background loop's work: how soon depends on the machine, so the test waits for
  // the file with a generous limit instead of timing it.
  it('delivers a reset mail into <dataDir>/outbox by itself after the request', async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/ForgotPassword',
      payload: { email: 'employee@example.com' },
    });
    assert.equal(response.statusCode, 204);
    const raw = await newestEml(path.join(t.config.dataDir, 'outbox'), started + 60_000);
    assert.match(raw, /^To: employee@example\.com\r$/m);
    assert.match(raw, /reset-password\//);
  });
});
