import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { claimRun, finishRun } from './job-runs.repository.ts';
import { type JobPeriod, periodKey } from './period-key.ts';

export interface JobContext {
  db: Database;
  /** The period this run is for, e.g. '2026-11' for a monthly job. */
  periodKey: string;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Stable across releases: it is the key of the job's runs in job_runs. */
  name: string;
  period: JobPeriod;
  /**
   * Whether the period's run may start at `now` (e.g. a monthly reminder from a configured day of
   * the month on). Until it says yes nothing is claimed, so the period's run is still to come.
   */
  isDue?(now: Date): boolean;
  run(context: JobContext): Promise<void>;
}

export interface Scheduler {
  register(job: JobDefinition): void;
  /** Runs every registered job whose period at `now` no instance has run yet. */
  runDue(now?: Date): Promise<void>;
  /** The registered jobs, in the order they were registered. */
  jobs(): Array<Pick<JobDefinition, 'name' | 'period'>>;
}

export function createScheduler(db: Database, log: FastifyBaseLogger): Scheduler {
  const jobs = new Map<string, JobDefinition>();

  async function runIfDue(job: JobDefinition, now: Date) {
    if (job.isDue && !job.isDue(now)) return;
    const key = periodKey(job.period, now);
    if (!(await claimRun(db, job.name, key))) return;
    const jobLog = log.child({ job: job.name, periodKey: key });
    const started = Date.now();
    try {
      await job.run({ db, periodKey: key, log: jobLog });
      await finishRun(db, job.name, key, null);
      jobLog.info({ ms: Date.now() - started }, 'job finished');
    } catch (error) {
      await finishRun(db, job.name, key, error instanceof Error ? error.message : String(error));
      jobLog.error({ err: error }, 'job failed');
    }
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    async runDue(now = new Date()) {
      for (const job of jobs.values()) await runIfDue(job, now);
    },
    jobs() {
      return [...jobs.values()].map(({ name, period }) => ({ name, period }));
    },
  };
}
