import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { jobRuns } from './job-runs.schema.ts';

/** A failed run is tried again by the next tick after this, up to MAX_ATTEMPTS in its period. */
export const RETRY_AFTER_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 3;

/**
 * True when this instance won the run of `jobName` for `periodKey`. The first insert wins; later a
 * failed run may be taken again, and the row lock of ON CONFLICT DO UPDATE lets only one instance
 * do so. A run that never finished (its instance died) is not retaken: it might still be running.
 */
export async function claimRun(db: Executor, jobName: string, periodKey: string) {
  const rows = await db
    .insert(jobRuns)
    .values({ jobName, periodKey })
    .onConflictDoUpdate({
      target: [jobRuns.jobName, jobRuns.periodKey],
      set: {
        attempts: sql`${jobRuns.attempts} + 1`,
        startedAt: sql`now()`,
        finishedAt: null,
        error: null,
      },
      where: and(
        isNotNull(jobRuns.error),
        lt(jobRuns.attempts, MAX_ATTEMPTS),
        lt(jobRuns.finishedAt, sql`now() - make_interval(secs => ${RETRY_AFTER_MS / 1000})`),
      ),
    })
    .returning({ attempts: jobRuns.attempts });
  return rows.length > 0;
}

export async function finishRun(
  db: Executor,
  jobName: string,
  periodKey: string,
  error: string | null,
) {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, error })
    .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.periodKey, periodKey)));
}

/**
 * The latest run (by period) of each named job that ran at least once: one lookup per name on the
 * primary key's index, so a minute job's years of rows cost nothing.
 */
export function lastRunOfEachJob(db: Executor, jobNames: readonly string[]) {
  const names = sql`unnest(${sql.param([...jobNames])}::text[]) as job(name)`;
  const latest = db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.jobName, sql`job.name`))
    .orderBy(desc(jobRuns.periodKey))
    .limit(1)
    .as('latest');
  return db
    .select({
      jobName: latest.jobName,
      periodKey: latest.periodKey,
      attempts: latest.attempts,
      startedAt: latest.startedAt,
      finishedAt: latest.finishedAt,
      error: latest.error,
    })
    .from(names)
    .crossJoinLateral(latest);
}
