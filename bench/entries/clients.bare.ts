import type { FastifyInstance } from 'fastify';
import { type BareStore, today } from '../lib/bare.ts';

/** The SQL of apps/api clients.repository.ts, by hand: each client with today's allocations counted. */
const SELECT_CLIENTS = `select c.*, (select count(*)::int from client_allocations a where a.client_id = c.id
  and a.started_at <= $1 and (a.ended_at is null or a.ended_at >= $1)) as current_allocations
  from clients c order by c.name`;

/** GET /bare/clients (HR's clients page): the same SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get('/bare/clients', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const rows = await store.query(SELECT_CLIENTS, [today()]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      contact_name: row.contact_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      tax_number: row.tax_number,
      limit_days: row.limit_days,
      current_allocations: row.current_allocations,
    }));
  });
}
