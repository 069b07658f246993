import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import type { FastifyInstance } from 'fastify';
import { tokenForm } from '../../test/test-app.ts';
import { testConfig } from '../../test/test-config.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { countPeople } from '../modules/people/people.public.ts';
import { seedDemoIfAsked } from './demo-on-start.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-people.ts';

describe('a start without QUADRO_DEMO on an empty database', () => {
  let dataDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-first-start-'));
    database = await openTestDatabase('migrated');
    const config = testConfig({ QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    assert.equal(config.demo, false, 'the demo is off unless asked');
    assert.equal(await seedDemoIfAsked(database.db, config), 'nobody-yet');
    app = await buildApp({ config, database, logger: false, runJobs: false });
  });
  after(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates nobody', async () => {
    assert.equal(await countPeople(database.db), 0);
  });

  it('lets no demo account sign in with the demo password', async () => {
    for (const { email } of DEMO_ACCOUNTS) {
      const response = await app.inject(
        tokenForm({
          grant_type: 'password',
          username: email,
          password: DEMO_PASSWORD,
          ...WEB_CLIENT,
        }),
      );
      assert.equal(response.statusCode, 400, `${email}: ${response.body}`);
    }
  });
});

describe('a start with QUADRO_DEMO=true on a database with people', () => {
  it('keeps them and seeds nothing more', async () => {
    const database = await openTestDatabase('seeded');
    try {
      const people = await countPeople(database.db);
      const config = testConfig({ QUADRO_DEMO: 'true', LOG_LEVEL: 'silent' });
      assert.equal(await seedDemoIfAsked(database.db, config), 'kept');
      assert.equal(await countPeople(database.db), people);
    } finally {
      await database.close();
    }
  });
});
