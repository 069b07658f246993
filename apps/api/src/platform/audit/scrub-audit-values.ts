import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Replacement } from '../erasure/replacements.ts';
import { auditLog } from './audit.schema.ts';

/** A string as it appears inside JSON text, quotes left off, so replace() matches it there. */
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * Rewrites the before/after of every audit entry that holds one of the old values: the trail keeps
 * who did what and when, no longer the erased values. A scan of the whole log: erasures are rare.
 */
export async function scrubAuditValues(
  db: Executor,
  replacements: readonly Replacement[],
): Promise<void> {
  for (const [old, replacement] of replacements) {
    const [from, to] = [inJson(old), inJson(replacement)];
    await db
      .update(auditLog)
      .set({ before: sql`replace(${auditLog.before}::text, ${from}, ${to})::jsonb` })
      .where(sql`strpos(${auditLog.before}::text, ${from}) > 0`);
    await db
      .update(auditLog)
      .set({ after: sql`replace(${auditLog.after}::text, ${from}, ${to})::jsonb` })
      .where(sql`strpos(${auditLog.after}::text, ${from}) > 0`);
  }
}
