import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ServiceContext } from '../context/service-context.ts';
import type { JobDefinition } from '../jobs/scheduler.ts';
import { pruneExpiredRecords } from './prune-expired-records.ts';
import type { RetentionRule } from './retention-rule.ts';

export const RETENTION_JOB_NAME = 'data-retention';

/** One day's pruning: every rule at the parameters in force, logged and recorded in the audit trail. */
export async function runRetention(
  ctx: Pick<ServiceContext, 'parameters' | 'clock'>,
  run: { db: Database; rules: readonly RetentionRule[]; periodKey: string; log: FastifyBaseLogger },
  batchSize?: number,
): Promise<Record<string, number>> {
  const pruned = await pruneExpiredRecords(
    run.db,
    run.rules,
    ctx.parameters.current(),
    ctx.clock.now(),
    batchSize,
  );
  run.log.info({ pruned }, 'expired records pruned');
  await recordAudit(run.db, {
    actor: { userId: null },
    action: 'retention.prune',
    entityType: 'retention',
    entityId: run.periodKey,
    after: pruned,
  });
  return pruned;
}

/** Once a day, one instance for all. */
export function retentionJob(
  ctx: Pick<ServiceContext, 'parameters' | 'clock'>,
  rules: readonly RetentionRule[],
): JobDefinition {
  return {
    name: RETENTION_JOB_NAME,
    period: 'day',
    run: async ({ db, periodKey, log }) => {
      await runRetention(ctx, { db, rules, periodKey, log });
    },
  };
}
