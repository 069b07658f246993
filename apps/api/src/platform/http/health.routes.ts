import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
