import type { SystemParameterValues } from '@quadro/contract/system-parameters';
import type { Database } from '../../db/database.ts';
import { pruneInBatches } from './prune-in-batches.ts';
import type { RetentionRule } from './retention-rule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each rule's rows past its parameter's days at `now`, pruned in turn: how many went, by rule. */
export async function pruneExpiredRecords(
  db: Database,
  rules: readonly RetentionRule[],
  parameters: SystemParameterValues,
  now: Date,
  batchSize?: number,
): Promise<Record<string, number>> {
  const pruned: Record<string, number> = {};
  for (const rule of rules) {
    const cutoff = new Date(now.getTime() - rule.keepDays(parameters) * DAY_MS);
    pruned[rule.name] = await pruneInBatches(db, rule, cutoff, batchSize);
  }
  return pruned;
}
