import { sql } from 'drizzle-orm';
import { auditLog } from '../audit/audit.schema.ts';
import { changeLogs } from '../cache/change-logs.schema.ts';
import { jobRuns } from '../jobs/job-runs.schema.ts';
import { mailOutbox } from '../mail/outbox.schema.ts';
import type { RetentionRule } from './retention-rule.ts';

/**
 * The platform's growing tables. Session revocations and rate-limit windows have pruning jobs of
 * their own (minutes and hours, not days); failed mails wait for an administrator's retry.
 */
export const PLATFORM_RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'job_runs',
    table: jobRuns,
    key: [jobRuns.jobName, jobRuns.periodKey],
    agedBy: jobRuns.startedAt,
    keepDays: (parameters) => parameters.jobRunRetentionDays,
  },
  {
    name: 'mail_outbox',
    table: mailOutbox,
    key: [mailOutbox.id],
    agedBy: mailOutbox.sentAt,
    keepDays: (parameters) => parameters.sentMailRetentionDays,
  },
  {
    name: 'change_logs',
    table: changeLogs,
    key: [changeLogs.id],
    agedBy: changeLogs.changedAt,
    keepDays: (parameters) => parameters.changeLogRetentionDays,
  },
  {
    name: 'audit_log',
    table: auditLog,
    key: [auditLog.id],
    agedBy: auditLog.createdAt,
    keepDays: (parameters) => parameters.auditRetentionDays,
    // A record's approval history (who sent, approved or rejected it, when, why) is read from
    // these entries (docs/approvals.md): it lasts as long as the record does.
    keeps: sql`${auditLog.action} like 'approval.%'`,
  },
];
