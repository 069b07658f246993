import { and, count, isNotNull, isNull, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { jobRuns } from '../jobs/job-runs.schema.ts';
import { mailOutbox } from '../mail/outbox.schema.ts';

export interface MetricsSources {
  database: DatabaseHandle;
  files: FileStore;
  /** Where a failed collection is told: a scrape still answers with what it has. */
  onCollectFailure(metric: string, error: unknown): void;
}

export interface PortalMetrics {
  registry: Registry;
  /** One answered request, by its route template: `/api/people/:id`, never the id. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
}

/** Request durations from 5 ms to 30 s: fast JSON reads to long PDF reads. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The portal's Prometheus metrics, in a registry of the app's own. What lives in the database
 * (outbox, job runs) is counted at scrape time, so every instance reports the same truth.
 */
export function createPortalMetrics(sources: MetricsSources): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Registered first, so a scrape reads it before its own queries below run.
  new Counter({
    name: 'quadro_db_statements_total',
    help: 'Statements this instance sent to the database since it started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.database.statements.total);
    },
  });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const { pool } = sources.database;
  if (pool) {
    new Gauge({
      name: 'quadro_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'quadro_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const { db } = sources.database;
  new Gauge({
    name: 'quadro_mail_outbox',
    help: 'Mails in the outbox by state: pending (to send or retry) and failed (given up)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        const [pending] = await db
          .select({ n: count() })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
        const [failed] = await db
          .select({ n: count() })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)));
        this.set({ state: 'pending' }, pending?.n ?? 0);
        this.set({ state: 'failed' }, failed?.n ?? 0);
      } catch (error) {
        sources.onCollectFailure('quadro_mail_outbox', error);
      }
    },
  });

  new Gauge({
    name: 'quadro_job_runs_failed',
    help: 'Scheduled job runs whose last attempt failed, by job',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      try {
        const rows = await db
          .select({ job: jobRuns.jobName, n: sql<number>`count(*)::int` })
          .from(jobRuns)
          .where(isNotNull(jobRuns.error))
          .groupBy(jobRuns.jobName);
        this.reset();
        for (const row of rows) this.set({ job: row.job }, row.n);
      } catch (error) {
        sources.onCollectFailure('quadro_job_runs_failed', error);
      }
    },
  });

  new Gauge({
    name: 'quadro_worker_threads',
    help: 'Upload, PDF and image worker pool: threads busy and tasks queued',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const load = sources.files.workers.load();
      this.set({ state: 'busy' }, load.busy);
      this.set({ state: 'queued' }, load.queued);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requestDuration.observe({ method, route, status_code: status }, seconds);
    },
  };
}
