import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

interface JournalEntry {
  tag: string;
  /** Drizzle records each applied migration under this time (its created_at). */
  when: number;
}

/** The migrations of this build's journal that the database has not applied, by tag. */
export async function pendingMigrations(handle: Pick<DatabaseHandle, 'db'>): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const applied = (await handle.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const appliedAt = new Set(applied.rows.map((row) => Number(row.created_at)));
  return journal.entries.filter((entry) => !appliedAt.has(entry.when)).map((entry) => entry.tag);
}
