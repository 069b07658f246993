import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { RetentionRule } from './retention-rule.ts';

/** Rows one statement deletes at most: each batch is its own short transaction. */
export const PRUNE_BATCH_SIZE = 5000;

/**
 * Deletes the rule's rows aged before `cutoff`, a batch of primary keys per statement, until a
 * batch comes back short; outside any transaction, so each statement commits and releases its
 * locks at once and writers of the table never wait long. Answers how many rows went.
 */
export async function pruneInBatches(
  db: Database,
  rule: RetentionRule,
  cutoff: Date,
  batchSize = PRUNE_BATCH_SIZE,
): Promise<number> {
  const key = sql.join([...rule.key], sql`, `);
  let pruned = 0;
  for (;;) {
    const result = await db.execute(sql`
      with gone as (
        delete from ${rule.table}
        where (${key}) in (
          select ${key} from ${rule.table}
          where ${rule.agedBy} < ${cutoff.toISOString()}::timestamptz
            ${rule.keeps ? sql`and not (${rule.keeps})` : sql``}
          limit ${batchSize}
        )
        returning 1
      )
      select count(*)::int as deleted from gone`);
    const [row] = (result as unknown as { rows: Array<{ deleted: number }> }).rows;
    const deleted = Number(row?.deleted ?? 0);
    pruned += deleted;
    if (deleted < batchSize) return pruned;
  }
}
