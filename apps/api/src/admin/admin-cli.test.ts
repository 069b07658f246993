import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCommand } from '../../test/run-command.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';

const CLI = path.resolve(import.meta.dirname, 'admin-cli.ts');

/**
 * The real command, on PostgreSQL when the suite runs there, otherwise on an embedded database in
 * a data directory of its own, migrated before, as the server would have left it.
 */
describe('npm run admin -- create-admin, the process', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  const run = (...args: string[]) =>
    runCommand(CLI, args, {
      QUADRO_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://quadro.company.pt',
      DATABASE_URL: database?.url ?? '',
    });

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-admin-cli-'));
    if (process.env.TEST_DATABASE_URL) {
      database = await openTestDatabase('migrated');
      return;
    }
    const embedded = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
    await migrateDatabase(embedded);
    await embedded.close();
  });
  after(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a wrong command line with the usage and exit code 2, touching nothing', async () => {
    const wrong = await run('create-admin', '--email', 'not-an-e-mail', '--name', 'Ana Silva');
    assert.equal(wrong.code, 2, wrong.stderr);
    assert.match(wrong.stderr, /--email: Invalid email/);
    assert.match(wrong.stderr, /^Usage: npm run admin -- create-admin --email/m);
  });

  it('creates the first administrator once and prints the link (exit 0), then refuses (exit 1)', async () => {
    const first = await run(
      'create-admin',
      '--email',
      'ana.silva@company.pt',
      '--name',
      'Ana Silva',
    );
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stdout,
      /^https:\/\/quadro\.company\.pt\/reset-password\/[0-9a-f-]{36}\/\S+$/m,
      first.stdout,
    );
    const second = await run('create-admin', '--email', 'bruno@company.pt', '--name', 'Bruno');
    assert.equal(second.code, 1, second.stdout);
    assert.equal(second.stdout, '');
    assert.equal(second.stderr.trim().split('\n').length, 1, second.stderr);
    assert.match(second.stderr, /administrator already exists/);
  });
});
