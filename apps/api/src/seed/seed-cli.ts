import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { companyDateTime, DEFAULT_COMPANY_TIME_ZONE } from '../platform/context/company-time.ts';
import { createFileStore } from '../platform/files/file-store.ts';
import { configOrExit } from '../platform/settings/config-or-exit.ts';
import { seedDemoData, seedDemoDataIfEmpty } from './demo-seed.ts';

const reset = process.argv.includes('--reset');
const config = configOrExit();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
const filesRoot = path.join(config.dataDir, 'files');
const files = createFileStore(filesRoot);
const today = companyDateTime(new Date(), DEFAULT_COMPANY_TIME_ZONE).date;
if (reset) {
  const tables = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = tables.rows.map((row) => `"public"."${row.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} cascade`));
  // The files table is empty now: the bytes it listed go too.
  await rm(filesRoot, { recursive: true, force: true });
  await seedDemoData(database.db, { files, today });
  console.log('Demo data reset.');
} else {
  console.log(
    (await seedDemoDataIfEmpty(database.db, { files, today }))
      ? 'Demo data seeded.'
      : 'Database not empty: nothing seeded.',
  );
}
await files.close();
await database.close();
