import type { JobRunStatus, ScheduledJob } from '@quadro/contract/operations';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { lastRunOfEachJob } from '../../platform/jobs/job-runs.repository.ts';
import { nextPeriodStart, periodKey } from '../../platform/jobs/period-key.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';
import { canSeeOperations } from './operations.policy.ts';

type LastRun = Awaited<ReturnType<typeof lastRunOfEachJob>>[number];

function statusOf(run: LastRun): JobRunStatus {
  if (run.error !== null) return 'failed';
  return run.finishedAt === null ? 'running' : 'succeeded';
}

/**
 * Every job this instance registered, in registration order, with its latest run. Once this
 * period's run exists the next one comes with the next period; before, it is due now or when the
 * job's own rule says (a reminder's day of the month), which only the job knows.
 */
export async function listScheduledJobs(
  ctx: ServiceContext,
  actor: Actor,
  jobs: ReturnType<Scheduler['jobs']>,
): Promise<ScheduledJob[]> {
  if (!canSeeOperations(actor)) throw forbidden();
  const now = ctx.clock.now();
  const lastRuns = new Map(
    (
      await lastRunOfEachJob(
        ctx.db,
        jobs.map((job) => job.name),
      )
    ).map((run) => [run.jobName, run]),
  );
  return jobs.map(({ name, period }) => {
    const run = lastRuns.get(name);
    const ranThisPeriod = run?.periodKey === periodKey(period, now);
    return {
      name,
      period,
      lastRun: run
        ? {
            periodKey: run.periodKey,
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
            status: statusOf(run),
            attempts: run.attempts,
            error: run.error,
          }
        : null,
      nextRunFrom: ranThisPeriod ? nextPeriodStart(period, now).toISOString() : null,
    };
  });
}
