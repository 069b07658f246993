import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

const SELECT_EMPLOYEES_PAGE = `select u.id, u.name, u.email, u.profiles, u.job_title,
  u.contract_type, u.start_date::text as start_date, u.enabled, c.id as client_id,
  c.name as client_name,
  exists (select 1 from two_factor_factors f where f.user_id = u.id and f.confirmed_at is not null)
    as two_factor
  from users u
  left join client_allocations ca on ca.user_id = u.id and ca.started_at <= $1
    and (ca.ended_at is null or ca.ended_at >= $1)
  left join clients c on c.id = ca.client_id
  order by u.name asc, u.name asc, u.id asc limit $2 offset $3`;
/** Without a client filter the count leaves the current client out (one at most a person). */
const COUNT_EMPLOYEES = 'select count(*)::int as total from users u';
/** The people search's SQL (apps/api people-search.repository.ts), the term escaped the same way. */
const NAME_CONTAINS = "enabled and search_name like '%' || lower(immutable_unaccent($1)) || '%'";
const SELECT_SUGGESTIONS = `select id, name from users where ${NAME_CONTAINS} order by name, id limit 5`;
const SELECT_SEARCH_PAGE = `select id, name, job_title, hidden, profile_picture_file_id from users where ${NAME_CONTAINS} order by name, id offset $2 limit $3`;
const COUNT_SEARCH = `select count(*)::int as total from users where ${NAME_CONTAINS}`;
const escapeLike = (term: string) =>
  term.trim().replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * GET /bare/people/suggestions, /bare/people/search (a page of cards) and /bare/employees (HR's
 * table, first page): the same SQL and the same JSON.
 */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { term?: string } }>(
    '/bare/people/suggestions',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization))
        return reply.status(401).send({ error: 'unauthorized' });
      const term = (request.query.term ?? '').trim();
      if (term === '') return [];
      const rows = await store.query(SELECT_SUGGESTIONS, [escapeLike(term)]);
      return rows.map((row) => ({ name: row.name, link: `/app/profile/${row.id}` }));
    },
  );

  app.get<{ Querystring: { search?: string; page?: string; pageSize?: string } }>(
    '/bare/people/search',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const term = escapeLike(request.query.search ?? '');
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 12);
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_SEARCH_PAGE, [term, (page - 1) * pageSize, pageSize]),
        store.query(COUNT_SEARCH, [term]),
      ]);
      return {
        items: rows.map((row) => ({
          employeeId: row.id,
          name: row.name,
          title: row.hidden ? null : row.job_title,
          avatar: null,
          cover: null,
        })),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.get<{ Querystring: { page?: string; page_size?: string } }>(
    '/bare/employees',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? 20);
      const day = today();
      const rows = await store.query(SELECT_EMPLOYEES_PAGE, [day, pageSize, (page - 1) * pageSize]);
      const [counted] = await store.query(COUNT_EMPLOYEES, []);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          profiles: row.profiles,
          job_title: row.job_title,
          contract_type: row.contract_type,
          client: row.client_id ? { id: row.client_id, name: row.client_name } : null,
          start_date: row.start_date,
          status: row.enabled ? 'active' : row.start_date ? 'inactive' : 'pending',
          two_factor: row.two_factor,
        })),
        total: counted?.total ?? 0,
        page,
        page_size: pageSize,
        two_factor_required_profiles: [],
      };
    },
  );
}
