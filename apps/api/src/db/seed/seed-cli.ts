import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDemoData, seedDemoDataIfEmpty } from './demo-seed.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
if (reset) {
  const tables = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = tables.rows.map((row) => `"public"."${row.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} cascade`));
  await seedDemoData(database.db);
  console.log('Demo data reset.');
} else {
  console.log(
    (await seedDemoDataIfEmpty(database.db))
      ? 'Demo data seeded.'
      : 'Database not empty: nothing seeded.',
  );
}
await database.close();
