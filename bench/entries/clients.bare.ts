import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

/** The SQL of apps/api clients.repository.ts, by hand. */
const SELECT_CLIENTS = 'select * from clients order by name';
const SELECT_ALLOCATIONS = `select a.id, a.client_id, a.user_id, a.started_at::text as started_at, a.ended_at::text as ended_at, u.name as employee_name from client_allocations a join users u on u.id = a.user_id order by a.started_at, u.name`;

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
    const [rows, allocations] = await Promise.all([
      store.query(SELECT_CLIENTS, []),
      store.query(SELECT_ALLOCATIONS, []),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      contact_name: row.contact_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      tax_number: row.tax_number,
      limit_days: row.limit_days,
      allocations: allocations
        .filter((allocation) => allocation.client_id === row.id)
        .map((allocation) => ({
          id: allocation.id,
          client_id: allocation.client_id,
          employee_id: allocation.user_id,
          employee_name: allocation.employee_name,
          started_at: allocation.started_at,
          ended_at: allocation.ended_at,
        })),
    }));
  });
}
