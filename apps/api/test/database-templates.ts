import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle } from '../src/db/database.ts';
import {
  databaseUrl,
  onServer,
  preparedDatabase,
  TEMPLATE_ENV,
  type TemplateKind,
} from './test-database.ts';

const KINDS: TemplateKind[] = ['migrated', 'seeded'];

/**
 * Builds each kind of template once for the run, on the engine the run tests, and names them in
 * the environment the test processes inherit. Answers how to remove them.
 */
export async function buildDatabaseTemplates(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? buildPostgresTemplates(serverUrl) : buildPgliteTemplates();
}

async function buildPgliteTemplates() {
  const dir = await mkdtemp(path.join(tmpdir(), 'quadro-test-templates-'));
  for (const kind of KINDS) {
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    await preparedDatabase(pgliteHandle(client), kind);
    await dropTemplateDatabases(client);
    const file = path.join(dir, `${kind}.tar`);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    process.env[TEMPLATE_ENV[kind]] = file;
  }
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * Every test file loads its embedded database from the dump: `template0` and `template1`, which an
 * embedded database never copies, were half its files and a third of its bytes (44 MB → 29 MB; a
 * load took about 1.6 CPU-seconds, 1.05 without them).
 */
async function dropTemplateDatabases(client: PGlite) {
  await client.query(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.query('drop database template0');
  await client.query('drop database template1');
  await client.query('checkpoint');
}

async function buildPostgresTemplates(serverUrl: string) {
  const run = randomBytes(4).toString('hex');
  const names = KINDS.map((kind) => `quadro_template_${run}_${kind}`);
  for (const [index, kind] of KINDS.entries()) {
    const name = names[index] as string;
    await onServer(serverUrl, `create database ${name}`);
    // Two connections: the migration holds its lock in one and migrates in another.
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    await preparedDatabase(handle, kind);
    // A template is copied only while nobody is connected to it.
    await handle.close();
    process.env[TEMPLATE_ENV[kind]] = name;
  }
  return async () => {
    for (const name of names)
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
