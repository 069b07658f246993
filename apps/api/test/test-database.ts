import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type DatabaseHandle,
  openDatabase,
  PGLITE_EXTENSIONS,
  pgliteHandle,
} from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';

/** A test database starts migrated, or migrated with the demo company seeded. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where a test process finds the run's templates: a PGlite dump file or a PostgreSQL database. */
export const TEMPLATE_ENV: Record<TemplateKind, string> = {
  migrated: 'QUADRO_TEST_TEMPLATE_MIGRATED',
  seeded: 'QUADRO_TEST_TEMPLATE_SEEDED',
};

export type TestDatabase = DatabaseHandle & { url: string | undefined };

/**
 * A database of the test's own, migrated, and with the demo company when `kind` is 'seeded'.
 * TEST_DATABASE_URL points at a real PostgreSQL: the database is created there. Without it, it is
 * an in-memory PGlite. Both start from the run's template (test/run-suite.ts) when there is one:
 * a copy costs a fraction of migrating and seeding again.
 */
export async function openTestDatabase(kind: TemplateKind = 'migrated'): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV[kind]];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!template) {
      return { ...(await preparedDatabase(await openDatabase({}), kind)), url: undefined };
    }
    const loadDataDir = new Blob([await readFile(template)]);
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS, loadDataDir });
    return { ...pgliteHandle(client), url: undefined };
  }
  const name = `quadro_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const opened = await openDatabase({ url, poolSize: 5 });
  const handle = template ? opened : await preparedDatabase(opened, kind);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The environment a real server process (api-process.ts) needs to start on the demo company in
 * `dataDir`: a database copied from the run's seeded template (PostgreSQL) or the embedded
 * database written into the data directory from it (PGlite). Without a template (a test file run
 * alone) the server seeds the demo itself, as `npm start` does. `close` drops what it made.
 */
export async function seededServerDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase('seeded');
    return { env: { DATABASE_URL: database.url ?? '' }, close: () => database.close() };
  }
  const template = process.env[TEMPLATE_ENV.seeded];
  if (!template) return { env: { QUADRO_DEMO: 'true' }, close: async () => {} };
  const loadDataDir = new Blob([await readFile(template)]);
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir,
  });
  await client.close();
  return { env: {}, close: async () => {} };
}

/** Migrates the database, and seeds the demo company into it for 'seeded'. */
export async function preparedDatabase<T extends DatabaseHandle>(handle: T, kind: TemplateKind) {
  await migrateDatabase(handle);
  if (kind === 'seeded') await seedDemoData(handle.db);
  return handle;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (create and drop database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
