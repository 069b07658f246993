import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { checkReadiness, readinessSchema } from './readiness.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

const liveSchema = z.object({ status: z.literal('ok') });

export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await options.database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: options.database.engine };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: options.database.engine });
      }
    },
  );

  routes.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: database reachable, migrations applied, file store writable, not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({
        database: options.database,
        files: app.fileStore,
        draining: app.draining,
        onFailure: (check, error) => request.log.warn({ err: error, check }, 'not ready'),
      });
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
