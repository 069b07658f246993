import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PLATFORM_RETENTION_RULES } from './platform-retention-rules.ts';
import { retentionJob } from './retention-job.ts';
import type { RetentionRule } from './retention-rule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a module's growing table to the daily pruning; call it while registering. */
    registerRetention(rule: RetentionRule): void;
    /** Every table the daily pruning covers: the platform's, then each module's. */
    retentionRules(): readonly RetentionRule[];
  }
}

/**
 * Once a day, one instance deletes what the retention parameters no longer keep, table by table
 * in short batches. Payroll, salary receipts and contracts are in no rule: the legal retention
 * keeps them (docs/operations.md, Data retention).
 */
export const retention = fp(
  async (app: FastifyInstance) => {
    const rules: RetentionRule[] = [...PLATFORM_RETENTION_RULES];
    app.decorate('registerRetention', (rule: RetentionRule) => {
      rules.push(rule);
    });
    app.decorate('retentionRules', () => rules);
    app.registerJob(retentionJob(app.serviceContext, rules));
  },
  { name: 'retention', dependencies: ['job-scheduler', 'service-context'] },
);
