import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { companyDateTime, DEFAULT_COMPANY_TIME_ZONE } from '../platform/context/company-time.ts';
import { createConfiguredFileStore } from '../platform/files/configured-file-store.ts';
import { configOrExit } from '../platform/settings/config-or-exit.ts';
import { resetDemoData } from './demo-reset.ts';
import { seedDemoDataIfEmpty } from './demo-seed.ts';

/** `npm run seed` seeds the demo into an empty database; `-- --reset` empties a demo first. */
const reset = process.argv.includes('--reset');
const force = process.argv.includes('--force');
const config = configOrExit();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
await migrateDatabase(database);
const filesRoot = path.join(config.dataDir, 'files');
const files = createConfiguredFileStore(config);
const today = companyDateTime(new Date(), DEFAULT_COMPANY_TIME_ZONE).date;
if (reset) {
  const outcome = await resetDemoData(database.db, { files, filesRoot, today, force });
  if (outcome === 'refused') {
    console.error(
      'Not a demo database: seed --reset would delete its people and data. Add --force to wipe it anyway.',
    );
    process.exitCode = 1;
  } else {
    console.log('Demo data reset.');
  }
} else {
  console.log(
    (await seedDemoDataIfEmpty(database.db, { files, today }))
      ? 'Demo data seeded.'
      : 'Database not empty: nothing seeded.',
  );
}
await files.close();
await database.close();
