import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/**
 * TEST_DATABASE_URL points at a real PostgreSQL: each test file gets a database of its own there.
 * Without it, each test file gets an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrateDatabase(handle);
    return { ...handle, url: undefined };
  }
  const name = `quadro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
