import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-people.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { testConfig } from './test-config.ts';
import { openTestDatabase } from './test-database.ts';

type Instance = Pick<ApiProcess, 'baseUrl' | 'stop'>;

/** Without PostgreSQL, two app instances in this process share one embedded database instead. */
async function startInProcess(
  database: Awaited<ReturnType<typeof openTestDatabase>>,
  dataDir: string,
): Promise<Instance> {
  const app = await buildApp({
    config: testConfig({ QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    logger: false,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    async stop() {
      await app.close();
      return 0;
    },
  };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ ...fields, ...WEB_CLIENT }).toString(),
});

describe('two API instances on one database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  let first: Instance;
  let second: Instance;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-instances-'));
    database = await openTestDatabase('seeded');
    const start = database.url
      ? () => startApiProcess({ DATABASE_URL: database.url ?? '', QUADRO_DATA_DIR: dataDir })
      : () => startInProcess(database, dataDir);
    first = await start();
    second = await start();
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts on one instance a token issued by the other, and refreshes it there', async () => {
    const signIn = await fetch(
      `${first.baseUrl}/connect/token`,
      form({ grant_type: 'password', username: 'hr@example.com', password: DEMO_PASSWORD }),
    );
    assert.equal(signIn.status, 200);
    const tokens = (await signIn.json()) as { access_token: string; refresh_token: string };

    const account = await fetch(`${second.baseUrl}/api/accounts`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(account.status, 200);
    assert.equal(((await account.json()) as { email: string }).email, 'hr@example.com');

    const refreshed = await fetch(
      `${second.baseUrl}/connect/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    assert.equal(refreshed.status, 200);
    const rotated = (await refreshed.json()) as { access_token: string; refresh_token: string };

    const back = await fetch(`${first.baseUrl}/api/accounts`, {
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    assert.equal(back.status, 200);
    // Last: a replay revokes the whole family, whose access tokens each instance drops within a second.
    const replay = await fetch(
      `${first.baseUrl}/connect/token`,
      form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    assert.equal(replay.status, 400, 'the rotation done on one instance is seen by the other');
  });

  it('stops on the other instance, within seconds, the access token of a session signed out on one', async () => {
    const signIn = async () => {
      const response = await fetch(
        `${first.baseUrl}/connect/token`,
        form({ grant_type: 'password', username: 'employee@example.com', password: DEMO_PASSWORD }),
      );
      return (await response.json()) as { access_token: string };
    };
    const laptop = await signIn();
    const phone = await signIn();
    const laptopSession = JSON.parse(
      Buffer.from(laptop.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ).sid as string;
    const ended = await fetch(`${first.baseUrl}/api/sessions/${laptopSession}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${phone.access_token}` },
    });
    assert.equal(ended.status, 200);
    const status = (token: string) =>
      fetch(`${second.baseUrl}/api/accounts`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.status);
    // Far below the token's 15 minutes, generous for a loaded machine (revocations are re-read every second).
    const deadline = Date.now() + 30_000;
    while ((await status(laptop.access_token)) !== 401) {
      assert.ok(Date.now() < deadline, 'the signed-out access token still works after 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(await status(phone.access_token), 200, 'the session that asked goes on');
  });
});
