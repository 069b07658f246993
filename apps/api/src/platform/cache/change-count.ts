import { count, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { changeLogs } from './change-logs.schema.ts';

/** The data sets whose changes the triggers log (migration 0016). */
export type LoggedChange = 'directory';

/**
 * Names the committed changes of the data set: a build made at one version holds until it moves.
 * The count moves with every commit, in whatever order transactions commit. The sum of the ids
 * moves when the retention job prunes old entries (a day old at least) while as many new ones
 * commit, which would bring the count back to a value a build was made at: new ids are larger.
 */
export async function changeVersion(db: Executor, name: LoggedChange): Promise<string> {
  const [row] = await db
    .select({ changes: count(), ids: sum(changeLogs.id) })
    .from(changeLogs)
    .where(eq(changeLogs.name, name));
  return `${row?.changes ?? 0}.${row?.ids ?? 0}`;
}
