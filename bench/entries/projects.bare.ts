import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

/** The projects table's SQL (apps/api projects.repository.ts). */
const SELECT_PROJECT_PAGE = `select p.id, p.client_id as "clientId", c.name as "clientName", p.name, p.code, p.description, p.start_date::text as "startDate", p.end_date::text as "endDate", p.status, p.budget_hours::text as "budgetHours", p.budget_amount::text as "budgetAmount", (select count(distinct m.user_id)::int from project_members m where m.project_id = p.id) as "teamSize" from projects p join clients c on c.id = p.client_id order by p.created_at desc, p.id asc limit $1 offset $2`;
const COUNT_PROJECTS = 'select count(*)::int as total from projects';

/** GET /bare/projects (admin's table, first page, with each project's team size): the same SQL and JSON. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/bare/projects',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 10);
      const [items, [counted]] = await Promise.all([
        store.query(SELECT_PROJECT_PAGE, [pageSize, (page - 1) * pageSize]),
        store.query(COUNT_PROJECTS, []),
      ]);
      return { items, total: counted?.total ?? 0 };
    },
  );
}
