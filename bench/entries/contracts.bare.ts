import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

/** The SQL of apps/api contracts.repository.ts, by hand. */
const SELECT_SALARIES = `select id, user_id, contract_id, base_salary, dislocation_allowance, effective_date::text as effective_date, created_at from salaries where user_id = $1 order by effective_date desc`;
const SELECT_PERSON = 'select * from users where id = $1';

/** GET /bare/salary/all/:id (an employee's salaries): the same SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Params: { id: string } }>('/bare/salary/all/:id', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const [person] = await store.query(SELECT_PERSON, [request.params.id]);
    if (!person) return reply.status(404).send({ error: 'not_found' });
    const rows = await store.query(SELECT_SALARIES, [request.params.id]);
    return rows.map((row) => ({
      id: row.id,
      employee_id: row.user_id,
      contract_id: row.contract_id,
      base_salary: row.base_salary,
      dislocation: row.dislocation_allowance,
      effective_date: row.effective_date,
      created_at: new Date(row.created_at as string).toISOString(),
    }));
  });
}
