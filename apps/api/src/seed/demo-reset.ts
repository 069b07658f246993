import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { countPeople } from '../modules/people/people.public.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { isDemoInstallation } from '../platform/installation/installation.ts';
import { type DemoSeedOptions, seedDemoData } from './demo-seed.ts';

export interface DemoResetOptions extends DemoSeedOptions {
  files: FileStore;
  /** Where the file store keeps its bytes: they go with the rows that listed them. */
  filesRoot: string;
  /** The operator said a database with real people may be wiped (`seed --reset --force`). */
  force: boolean;
}

/**
 * `seed --reset`: every table emptied and the demo seeded again, but only on a demo, an empty
 * database or with `force`, so a real company's data never goes by a mistyped command.
 */
export async function resetDemoData(
  database: Database,
  options: DemoResetOptions,
): Promise<'reset' | 'refused'> {
  const { force, filesRoot, ...seed } = options;
  const mayWipe =
    force || (await isDemoInstallation(database)) || (await countPeople(database)) === 0;
  if (!mayWipe) return 'refused';
  const tables = (await database.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = tables.rows.map((row) => `"public"."${row.tablename}"`).join(', ');
  if (names) await database.execute(sql.raw(`truncate ${names} cascade`));
  await rm(filesRoot, { recursive: true, force: true });
  await seedDemoData(database, seed);
  return 'reset';
}
