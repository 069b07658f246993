import { isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { installation } from './installation.schema.ts';

/** Records that the demo company (or the bench's scale rows) was seeded into this database. */
export async function markDemoInstallation(db: Executor, now: Date): Promise<void> {
  await db
    .insert(installation)
    .values({ demoSeededAt: now })
    .onConflictDoUpdate({ target: installation.singleRow, set: { demoSeededAt: now } });
}

/** Whether a demo seed ever ran here; a database no seed touched is a real company's. */
export async function isDemoInstallation(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ seededAt: installation.demoSeededAt })
    .from(installation)
    .where(isNotNull(installation.demoSeededAt));
  return rows.length > 0;
}
