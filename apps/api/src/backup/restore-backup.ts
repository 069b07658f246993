import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  codeMigrationCount,
  DATABASE_ENTRY,
  describeDatabase,
  FILES_PREFIX,
  isStorageKey,
  MANIFEST_ENTRY,
} from './backup-manifest.ts';
import { restoreEmbedded } from './embedded-dump.ts';
import {
  BackupError,
  emptyPostgres,
  postgresTableCount,
  restorePostgres,
} from './postgres-dump.ts';
import { readTar, type TarEntry } from './tar-archive.ts';
import type { BackupSource } from './write-backup.ts';

export type RestoreTarget = Omit<BackupSource, 'fileStorage'> & { force: boolean };

async function bytesOf(entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry.content) parts.push(part);
  return Buffer.concat(parts);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => []);
  return names.every((name) => name === 'tmp');
}

async function checkManifest(manifest: BackupManifest, target: RestoreTarget) {
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `the archive's format ${manifest.formatVersion} is not this version's (${BACKUP_FORMAT_VERSION})`,
    );
  }
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `the archive holds a ${manifest.engine} database and this installation uses ${engine}: restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  }
  const shipped = await codeMigrationCount();
  if (manifest.migrationCount > shipped) {
    throw new BackupError(
      `the archive comes from a newer Quadro (${manifest.appVersion}, ${manifest.migrationCount} migrations; this one has ${shipped}): restore it with that version or later`,
    );
  }
}

/** Empty target, or --force: then what is there goes. */
async function prepareTarget(target: RestoreTarget) {
  const store = path.join(target.dataDir, 'files');
  const pgdata = path.join(target.dataDir, 'pgdata');
  const client = target.databaseUrl
    ? new pg.Client({ connectionString: target.databaseUrl })
    : undefined;
  await client?.connect();
  try {
    const databaseEmpty = client
      ? (await postgresTableCount(client)) === 0
      : await isEmptyDir(pgdata);
    const storeEmpty = await isEmptyDir(store);
    if (!(databaseEmpty && storeEmpty) && !target.force) {
      const what = [databaseEmpty ? '' : 'database', storeEmpty ? '' : `file store (${store})`];
      const verb = databaseEmpty || storeEmpty ? 'is' : 'are';
      throw new BackupError(
        `Nothing restored: the ${what.filter(Boolean).join(' and ')} ${verb} not empty; restore into empty ones, or add --force to replace them`,
      );
    }
    if (client && !databaseEmpty) await emptyPostgres(client);
    await rm(store, { recursive: true, force: true });
    if (!client) await rm(pgdata, { recursive: true, force: true });
  } finally {
    await client?.end();
  }
}

async function restoreFile(entry: TarEntry, manifest: BackupManifest, store: string) {
  const storageKey = entry.name.slice(FILES_PREFIX.length);
  const expected = manifest.files.find((file) => file.storageKey === storageKey);
  if (!expected || !isStorageKey(storageKey)) {
    throw new BackupError(`${entry.name} is in the archive but not in its manifest`);
  }
  const target = path.join(store, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(entry.content, createWriteStream(target, { flags: 'wx' }));
  // Verified from the disk, after the copy: what the portal will serve.
  const digest = createHash('sha256');
  for await (const chunk of createReadStream(target)) digest.update(chunk as Buffer);
  if (digest.digest('hex') !== expected.sha256) {
    throw new BackupError(`${storageKey} does not match its sha256 after the copy`);
  }
}

/**
 * Restores an archive: manifest checked, target checked empty (or emptied with force), database,
 * every file verified by its sha256, the restored row counts compared with the manifest's, then the
 * migrations this code has and the archive had not.
 */
export async function restoreBackup(archive: string, target: RestoreTarget) {
  const store = path.join(target.dataDir, 'files');
  const work = await mkdtemp(path.join(tmpdir(), 'quadro-restore-'));
  let manifest: BackupManifest | undefined;
  let restoredFiles = 0;
  try {
    for await (const entry of readTar(createReadStream(archive))) {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY) {
          throw new BackupError(`${archive} is not a Quadro backup (no ${MANIFEST_ENTRY} first)`);
        }
        manifest = JSON.parse((await bytesOf(entry)).toString('utf8')) as BackupManifest;
        await checkManifest(manifest, target);
        await prepareTarget(target);
        await mkdir(store, { recursive: true });
      } else if (entry.name === DATABASE_ENTRY.postgres && target.databaseUrl) {
        const file = path.join(work, DATABASE_ENTRY.postgres);
        await pipeline(entry.content, createWriteStream(file));
        await restorePostgres(target.databaseUrl, file);
      } else if (entry.name === DATABASE_ENTRY.pglite && !target.databaseUrl) {
        await restoreEmbedded(path.join(target.dataDir, 'pgdata'), await bytesOf(entry));
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        await restoreFile(entry, manifest, store);
        restoredFiles += 1;
      } else {
        throw new BackupError(`${entry.name}: an entry this version does not know`);
      }
    }
    if (!manifest) throw new BackupError(`${archive} is empty`);
    const expectedFiles = manifest.fileStorage === 'local' ? manifest.files.length : 0;
    if (restoredFiles !== expectedFiles - manifest.missingFiles.length) {
      throw new BackupError(
        `the archive holds ${restoredFiles} files of the ${expectedFiles} its manifest lists`,
      );
    }
    return { manifest, restoredFiles, ...(await verifyAndMigrate(manifest, target)) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function verifyAndMigrate(manifest: BackupManifest, target: RestoreTarget) {
  const database = await openDatabase({
    url: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, 'pgdata'),
    poolSize: 2,
  });
  try {
    const { rowCounts } = await describeDatabase(database.db);
    const differing = Object.entries(manifest.rowCounts).filter(
      ([table, count]) => rowCounts[table] !== count,
    );
    if (differing.length > 0) {
      const [table, count] = differing[0] as [string, number];
      throw new BackupError(
        `the restored ${table} has ${rowCounts[table] ?? 0} rows, the archive ${count}`,
      );
    }
    const before = manifest.migrationCount;
    await migrateDatabase(database);
    return { migrationsRun: (await codeMigrationCount()) - before };
  } finally {
    await database.close();
  }
}
