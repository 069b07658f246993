import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { startS3TestServer } from '../../../test/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';

const rootPackage = JSON.parse(
  await readFile(new URL('../../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('health: live and ready', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('/health/live answers 200 JSON while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  it('/health/ready answers 200 with every check and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      status: 'ready',
      version: rootPackage.version,
      checks: { database: 'ok', migrations: 'ok', files: 'ok' },
      problems: [],
    });
  });

  it('keeps /health as it was', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: t.database.engine });
  });

  it('is 503 naming the migration the database lacks', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; created_at: string }[] }
    ).rows;
    assert.ok(last);
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`,
    );
    try {
      const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(response.statusCode, 503);
      const body = response.json();
      assert.equal(body.checks.migrations, 'failed');
      assert.match(body.problems.join(), /migrations not applied: 00\d\d_/);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, 'restored', ${last.created_at})`,
      );
    }
  });

  it('is 503 when uploads cannot be written', async () => {
    const files = path.join(t.config.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    await writeFile(files, 'not a folder');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().checks.files, 'failed');
      assert.deepEqual(response.json().problems, ['file store not writable']);
    } finally {
      await rm(files);
    }
  });

  it('never answers the web app page under /health/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/nothing' });
    assert.equal(response.statusCode, 404);
    assert.match(String(response.headers['content-type']), /application\/json/);
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/openapi/json' })).json().paths;
    assert.ok(paths['/health/live'] && paths['/health/ready']);
  });

  it('is 503 once draining has begun, though still live', async () => {
    t.app.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().status, 'draining');
    assert.deepEqual(ready.json().problems, ['shutting down']);
    assert.equal((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200);
  });
});

describe('health: without a database', () => {
  it('is 503 while the database does not answer', async () => {
    const database = await openTestDatabase('seeded');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-ready-'));
    const config = testConfig({ QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false, runJobs: false });
    await app.ready();
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(response.statusCode, 503);
      const body = response.json();
      assert.equal(body.status, 'unavailable');
      assert.deepEqual(body.checks, { database: 'failed', migrations: 'skipped', files: 'ok' });
      assert.deepEqual(body.problems, ['database unreachable']);
      assert.equal((await app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readiness with FILE_STORAGE=s3', () => {
  it('is ready while the bucket takes objects, and 503 once it cannot be written', async () => {
    const s3 = await startS3TestServer();
    const t = await createTestApp(s3.env);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(ready.statusCode, 200, ready.body);
      assert.equal(ready.json().checks.files, 'ok');
      await s3.close();
      const gone = await t.app.inject({ method: 'GET', url: '/health/ready' });
      assert.equal(gone.statusCode, 503);
      assert.deepEqual(gone.json().problems, ['file store not writable']);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
