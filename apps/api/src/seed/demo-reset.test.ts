import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  findPersonByEmail,
  insertPerson,
  NO_PASSWORD_YET,
} from '../modules/people/people.public.ts';
import { createFileStore, type FileStore } from '../platform/files/file-store.ts';
import { isDemoInstallation } from '../platform/installation/installation.ts';
import { resetDemoData } from './demo-reset.ts';

describe('seed --reset on a database with real people', () => {
  let database: TestDatabase;
  let dataDir: string;
  let files: FileStore;
  const options = (force: boolean) => ({
    files,
    filesRoot: path.join(dataDir, 'files'),
    today: '2026-11-20',
    force,
  });
  before(async () => {
    database = await openTestDatabase('migrated');
    dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-reset-'));
    files = createFileStore(path.join(dataDir, 'files'));
    await insertPerson(database.db, {
      name: 'Ana Silva',
      email: 'ana.silva@company.pt',
      passwordHash: NO_PASSWORD_YET,
      profiles: ['admin', 'hr'],
    });
  });
  after(async () => {
    await files.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses and keeps them', async () => {
    assert.equal(await resetDemoData(database.db, options(false)), 'refused');
    assert.ok(await findPersonByEmail(database.db, 'ana.silva@company.pt'));
    assert.equal(await isDemoInstallation(database.db), false);
  });

  it('wipes them for the demo when --force says so', async () => {
    assert.equal(await resetDemoData(database.db, options(true)), 'reset');
    assert.equal(await findPersonByEmail(database.db, 'ana.silva@company.pt'), undefined);
    assert.ok(await findPersonByEmail(database.db, 'admin@example.com'));
    assert.equal(await isDemoInstallation(database.db), true);
  });
});
