import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduler, type JobDefinition, type Scheduler } from './scheduler.ts';
import { startTicker, type Ticker } from './ticker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `job.run` once per period across all API instances; call it while registering. */
    registerJob(job: JobDefinition): void;
    /** Every job registered on this instance: the administrator's list of jobs shows each. */
    scheduledJobs: Scheduler['jobs'];
  }
}

export interface JobSchedulerOptions {
  /** Shorter than a minute, so a minute job gets a tick in every minute. */
  tickMs?: number;
  /** False registers the jobs without running them (test apps run a job themselves). */
  ticking?: boolean;
  /** The app's clock, so a job is due by the server's now. */
  now?: () => Date;
}

async function jobSchedulerPlugin(app: FastifyInstance, options: JobSchedulerOptions) {
  const log = app.log.child({ component: 'jobs' });
  const scheduler = createScheduler(app.db, log);
  let ticker: Ticker | undefined;

  app.decorate('registerJob', (job: JobDefinition) => scheduler.register(job));
  app.decorate('scheduledJobs', () => scheduler.jobs());
  app.addHook('onReady', async () => {
    if (options.ticking === false) return;
    ticker = startTicker(
      options.tickMs ?? 15_000,
      () => scheduler.runDue(options.now?.()),
      (error) => log.error({ err: error }, 'job tick failed'),
    );
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
  });
}

export const jobScheduler = fp(jobSchedulerPlugin, {
  name: 'job-scheduler',
  dependencies: ['app-context'],
});
