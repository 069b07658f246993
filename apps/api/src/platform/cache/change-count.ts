import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { changeLogs } from './change-logs.schema.ts';

/** The data sets whose changes the triggers log (migration 0016). */
export type LoggedChange = 'directory';

/** How many changes of the data set have committed: a build made at one count holds until it moves. */
export async function changeCount(db: Executor, name: LoggedChange): Promise<number> {
  const [row] = await db
    .select({ changes: count() })
    .from(changeLogs)
    .where(eq(changeLogs.name, name));
  return row?.changes ?? 0;
}
