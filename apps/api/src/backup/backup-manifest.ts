import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

/** The archive layout this code writes; a restore refuses any other. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' };
/** Stored files sit in the archive under their storage key, as in `<dataDir>/files`. */
export const FILES_PREFIX = 'files/';

export interface ArchivedFile {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

/** What an archive holds, written first so that a restore checks it before touching anything. */
export interface BackupManifest {
  formatVersion: number;
  appVersion: string;
  engine: 'postgres' | 'pglite';
  createdAt: string;
  /** Migrations applied in the dumped database; a restore refuses an archive newer than its code. */
  migrationCount: number;
  /** Rows per table (schema.table) as dumped; the restore compares its own counts with them. */
  rowCounts: Record<string, number>;
  fileStorage: 'local' | 's3';
  /** Every row of `files` as dumped: in the archive for the local store, a list only for S3. */
  files: ArchivedFile[];
  /** Files deleted from the store between the dump and their copy: their rows were deleted too. */
  missingFiles: string[];
}

interface Rows<T> {
  rows: T[];
}

/** Row counts and the file list, read inside the dump's own snapshot (or from the dump itself). */
export async function describeDatabase(
  executor: Executor,
): Promise<Pick<BackupManifest, 'migrationCount' | 'rowCounts' | 'files'>> {
  const tables = (await executor.execute(
    sql`select schemaname as schema, tablename as table from pg_tables
        where schemaname in ('public', 'drizzle') order by 1, 2`,
  )) as unknown as Rows<{ schema: string; table: string }>;
  const rowCounts: Record<string, number> = {};
  for (const { schema, table } of tables.rows) {
    const counted = (await executor.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    )) as unknown as Rows<{ n: number }>;
    rowCounts[`${schema}.${table}`] = Number(counted.rows[0]?.n ?? 0);
  }
  const stored = (await executor.execute(
    sql`select storage_key, sha256, size_bytes from files order by storage_key`,
  )) as unknown as Rows<{ storage_key: string; sha256: string; size_bytes: number }>;
  return {
    migrationCount: rowCounts['drizzle.__drizzle_migrations'] ?? 0,
    rowCounts,
    files: stored.rows.map((row) => ({
      storageKey: row.storage_key,
      sha256: row.sha256,
      sizeBytes: Number(row.size_bytes),
    })),
  };
}

/** How many migrations this build ships. */
export async function codeMigrationCount(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** A relative path below the store: nothing an archive could climb out of `files/` with. */
export function isStorageKey(key: string): boolean {
  return /^[\w-]+(\/[\w.-]+)*$/.test(key) && !key.split('/').includes('..');
}
