import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { APP_VERSION } from '../platform/http/app-version.ts';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  describeDatabase,
  FILES_PREFIX,
  MANIFEST_ENTRY,
} from './backup-manifest.ts';
import { dumpEmbedded } from './embedded-dump.ts';
import { BackupError, checkClientTools, dumpPostgres, SECRETS_TABLE } from './postgres-dump.ts';
import { tarEnd, writeTarEntry } from './tar-archive.ts';

export interface BackupSource {
  databaseUrl: string | undefined;
  dataDir: string;
  fileStorage: 'local' | 's3';
}

/**
 * The dump inside a repeatable-read transaction whose snapshot pg_dump shares: counts, file list
 * and dump are one instant of the database while the portal goes on writing.
 */
async function postgresDatabase(url: string, work: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkClientTools(client);
    await client.query('begin transaction isolation level repeatable read, read only');
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
    const description = await describeDatabase(
      drizzle({ client, casing: 'snake_case' }) as unknown as Database,
    );
    // Counted as the archive holds it: the dump leaves the secrets' rows out.
    description.rowCounts[`public.${SECRETS_TABLE}`] = 0;
    const file = path.join(work, DATABASE_ENTRY.postgres);
    await dumpPostgres(url, snapshot, file);
    await client.query('commit');
    return { description, file };
  } finally {
    await client.end();
  }
}

async function* hashed(file: string, digest: ReturnType<typeof createHash>) {
  for await (const chunk of createReadStream(file)) {
    digest.update(chunk as Buffer);
    yield chunk as Buffer;
  }
}

/**
 * Writes the archive to `out` (through a temporary name beside it, renamed at the end, so a failed
 * backup never leaves a file that looks whole). Database first, files after: a file is written
 * before the row naming it commits, so every file the dump names is already in the store.
 */
export async function writeBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'quadro-backup-'));
  const partial = `${out}.part`;
  try {
    const engine = source.databaseUrl ? 'postgres' : 'pglite';
    const database = source.databaseUrl
      ? await postgresDatabase(source.databaseUrl, work)
      : await dumpEmbedded(source.dataDir);
    const storeRoot = path.join(source.dataDir, 'files');
    const present: typeof database.description.files = [];
    const missingFiles: string[] = [];
    if (source.fileStorage === 'local') {
      for (const file of database.description.files) {
        const exists = await stat(path.join(storeRoot, file.storageKey)).catch(() => undefined);
        if (exists) present.push(file);
        else missingFiles.push(file.storageKey);
      }
    }
    const manifest: BackupManifest = {
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      engine,
      createdAt: new Date().toISOString(),
      ...database.description,
      fileStorage: source.fileStorage,
      missingFiles,
    };
    const output = createWriteStream(partial, { flags: 'w', mode: 0o600 });
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeTarEntry(output, MANIFEST_ENTRY, body.length, body);
    if ('file' in database) {
      const size = (await stat(database.file)).size;
      await writeTarEntry(output, DATABASE_ENTRY.postgres, size, createReadStream(database.file));
    } else {
      await writeTarEntry(output, DATABASE_ENTRY.pglite, database.dump.length, database.dump);
    }
    for (const file of present) {
      const digest = createHash('sha256');
      const name = `${FILES_PREFIX}${file.storageKey}`;
      const bytes = hashed(path.join(storeRoot, file.storageKey), digest);
      await writeTarEntry(output, name, file.sizeBytes, bytes);
      if (digest.digest('hex') !== file.sha256) {
        throw new BackupError(`${name} does not match its sha256 in the database`);
      }
    }
    output.end(tarEnd());
    await finished(output);
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
