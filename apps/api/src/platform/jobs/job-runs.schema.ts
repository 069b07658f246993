import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per job and period: the primary key is what makes a job run once across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobName: text().notNull(),
    /** UTC period the run belongs to: '2026-11', '2026-11-22', '2026-11-22T10', '2026-11-22T10:15'. */
    periodKey: text().notNull(),
    attempts: integer().notNull().default(1),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (table) => [primaryKey({ columns: [table.jobName, table.periodKey] })],
);
