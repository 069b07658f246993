import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { seededServerDatabase } from './test-database.ts';

describe('graceful shutdown', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof seededServerDatabase>> | undefined;
  let api: ApiProcess;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-shutdown-'));
    database = await seededServerDatabase(dataDir);
    api = await startApiProcess({ QUADRO_DATA_DIR: dataDir, ...database.env });
  });
  after(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight on SIGTERM, then exits cleanly', async () => {
    const body = new URLSearchParams({
      grant_type: 'password',
      username: 'hr@example.com',
      password: DEMO_PASSWORD,
      ...WEB_CLIENT,
    });
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${api.baseUrl}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      }),
    );
    // SIGTERM only once the server has read all six: a request still in the accept queue is not in flight.
    await api.waitForLog(/"url":"\/connect\/token".*"msg":"incoming request"/, 6);
    const exitCode = api.stop();
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200]);
    assert.equal(await exitCode, 0);
  });
});
