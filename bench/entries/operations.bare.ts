import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

/** The SQL of apps/api outbox.repository.ts (listFailedMail, countOutbox), by hand. */
const SELECT_FAILED = `select id, "to", subject, last_error as "lastError", attempts,
  created_at as "queuedAt", failed_at as "failedAt" from mail_outbox
  where sent_at is null and failed_at is not null order by failed_at desc, id desc limit $1 offset $2`;
const COUNT_OUTBOX = `select count(*) filter (where failed_at is null)::int as pending,
  count(*) filter (where failed_at is not null)::int as failed from mail_outbox where sent_at is null`;
/** job-runs.repository.ts lastRunOfEachJob: each job's latest period, on the primary key. */
const SELECT_LAST_RUNS = `select latest.* from unnest($1::text[]) as job(name) cross join lateral
  (select job_name, period_key, attempts, started_at, finished_at, error from job_runs
  where job_name = job.name order by period_key desc limit 1) latest`;

/** The jobs the API registers, in its order (their definitions live in memory, not in a table). */
const JOBS = [
  ['session-revocations-prune', 'minute'],
  ['rate-limit-hits-cleanup', 'hour'],
  ['files-cleanup', 'day'],
  ['data-retention', 'day'],
  ['work-map-reminders', 'month'],
  ['travel-pass-reminders', 'month'],
  ['kilometre-map-reminders', 'month'],
  ['evaluation-reminders', 'day'],
] as const;

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/** GET /bare/operations/failed-mails and /bare/operations/jobs: the same SQL and JSON shape. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/bare/operations/failed-mails',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const [rows, [counts]] = await Promise.all([
        store.query(SELECT_FAILED, [pageSize, (page - 1) * pageSize]),
        store.query(COUNT_OUTBOX, []),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          queuedAt: iso(row.queuedAt),
          failedAt: iso(row.failedAt),
        })),
        total: counts?.failed ?? 0,
        page,
        pageSize,
        pending: counts?.pending ?? 0,
      };
    },
  );

  app.get('/bare/operations/jobs', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const runs = await store.query(SELECT_LAST_RUNS, [JOBS.map(([name]) => name)]);
    return JOBS.map(([name, period]) => {
      const run = runs.find((row) => row.job_name === name);
      return {
        name,
        period,
        lastRun: run
          ? {
              periodKey: run.period_key,
              startedAt: iso(run.started_at),
              finishedAt: iso(run.finished_at),
              status:
                run.error !== null ? 'failed' : run.finished_at === null ? 'running' : 'succeeded',
              attempts: run.attempts,
              error: run.error,
            }
          : null,
        nextRunFrom: null,
      };
    });
  });
}
