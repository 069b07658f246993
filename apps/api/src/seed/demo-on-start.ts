import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { countPeople } from '../modules/people/people.public.ts';
import { companyDateTime, DEFAULT_COMPANY_TIME_ZONE } from '../platform/context/company-time.ts';
import { createConfiguredFileStore } from '../platform/files/configured-file-store.ts';
import { seedDemoDataIfEmpty } from './demo-seed.ts';

/** What the start did with the demo company, for the server's log. */
export type DemoOnStart = 'seeded' | 'kept' | 'not-asked' | 'nobody-yet';

/**
 * The server's start: the demo company goes into an empty database only when QUADRO_DEMO asks
 * (`npm start` does); a real installation starts with nobody and gets its first administrator
 * from `npm run admin -- create-admin`.
 */
export async function seedDemoIfAsked(
  db: Database,
  config: Pick<Config, 'demo' | 'dataDir' | 's3'>,
): Promise<DemoOnStart> {
  if (!config.demo) return (await countPeople(db)) === 0 ? 'nobody-yet' : 'not-asked';
  const files = createConfiguredFileStore(config);
  try {
    const today = companyDateTime(new Date(), DEFAULT_COMPANY_TIME_ZONE).date;
    return (await seedDemoDataIfEmpty(db, { files, today })) ? 'seeded' : 'kept';
  } finally {
    await files.close();
  }
}
