import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { tokenForm } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { deleteFinishedWindows } from './rate-limit-hits.repository.ts';
import { rateLimitHits } from './rate-limit-hits.schema.ts';

const LIMIT = 4;
const WINDOW_MS = 60_000;

/** An unknown client: counted by the limit, refused before any password hashing. */
const attempt = (app: FastifyInstance) =>
  app
    .inject(tokenForm({ grant_type: 'password', client_id: 'nobody', client_secret: 'x' }))
    .then((response) => response.statusCode);

/** The limit counts per fixed minute: start a check well inside one. */
async function awayFromWindowEdge() {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < 10_000) await sleep(left + 200);
}

describe('rate limits shared by every instance', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  let instances: FastifyInstance[];

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-rate-limit-'));
    database = await openTestDatabase();
    const config = testConfig({
      QUADRO_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_TOKEN_PER_MINUTE: String(LIMIT),
    });
    instances = [
      await buildApp({ config, database, logger: false }),
      await buildApp({ config, database, logger: false }),
    ];
  });
  after(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('allows the configured attempts across two instances, not twice as many', async () => {
    await awayFromWindowEdge();
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const statuses: number[] = [];
    for (let round = 0; round < LIMIT; round += 1) {
      statuses.push(await attempt(first), await attempt(second));
    }
    assert.equal(statuses.filter((status) => status !== 429).length, LIMIT, `${statuses}`);
    assert.deepEqual(statuses.slice(LIMIT), [429, 429, 429, 429]);
  });

  it('counts parallel attempts one by one', async () => {
    await database.db.delete(rateLimitHits);
    await awayFromWindowEdge();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => attempt(instances[index % 2] as FastifyInstance)),
    );
    assert.equal(statuses.filter((status) => status !== 429).length, LIMIT, `${statuses}`);
  });

  it('forgets windows a day old, keeping the current ones', async () => {
    await database.db.delete(rateLimitHits);
    await database.db.insert(rateLimitHits).values([
      { key: 'old', windowStart: new Date(Date.now() - 25 * 3_600_000), hits: 3 },
      { key: 'current', windowStart: new Date(), hits: 1 },
    ]);
    await deleteFinishedWindows(database.db);
    const left = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    assert.deepEqual(left, [{ key: 'current' }]);
  });
});
