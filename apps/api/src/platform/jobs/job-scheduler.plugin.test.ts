import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { testConfig } from '../../../test/test-config.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createAccessTokenCodec } from '../auth/access-token.ts';
import { createUrlSigner } from '../auth/url-signature.ts';
import { appContext } from '../http/app-context.ts';
import { jobScheduler } from './job-scheduler.plugin.ts';

describe('job scheduler plugin', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('runs registered jobs once the app is ready and waits for a running job on close', async () => {
    const app = Fastify();
    await app.register(appContext, {
      config: testConfig({}),
      db: database.db,
      accessTokens: createAccessTokenCodec('x'.repeat(32)),
      urlSigner: createUrlSigner('x'.repeat(32)),
    });
    await app.register(jobScheduler, { tickMs: 20 });
    let runs = 0;
    let finished = false;
    app.registerJob({
      name: 'slow-report',
      period: 'minute',
      async run() {
        runs++;
        await sleep(200);
        finished = true;
      },
    });

    await app.ready();
    for (let waited = 0; runs === 0 && waited < 2000; waited += 10) await sleep(10);
    assert.equal(runs, 1, 'the job started');
    await app.close();
    assert.ok(finished, 'close waited for the run in progress');
    await sleep(60);
    assert.equal(runs, 1, 'no tick after close');
  });
});
