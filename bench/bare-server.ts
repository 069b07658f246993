/**
 * The yardstick for GET /api/accounts and the people search (suggestions, a page of cards): a bare Fastify route with no code of ours that does the
 * same work (verify the HS256 bearer token with fast-jwt, select the user row by id and, for a
 * staff user, the active employees' ids and names; answer JSON the size of ours, the directory
 * twice as the spec's shape has it; for the search, the same SQL and the same JSON), compressed by
 * @fastify/compress with the API's settings.
 *
 * Env: PORT, HOST (loopback), JWT_SECRET, and DATABASE_URL (PostgreSQL through a plain `pg` pool)
 * or PGLITE_DIR (an embedded PGlite data directory of its own).
 */
import { constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import compress from '@fastify/compress';
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';
import pg from 'pg';
import { bareAllowanceRoutes } from './bare-allowances.ts';
import { bareOrganisationRoutes } from './bare-organisation.ts';
import { bareSalaryReceiptRoutes } from './bare-salary-receipts.ts';
import { bareTravelPassRoutes } from './bare-travel-passes.ts';
import { bareVacationRoutes } from './bare-vacations.ts';
import { bareWorkMapRoutes } from './bare-work-maps.ts';

const SELECT_USER = 'select * from users where id = $1';
const SELECT_DIRECTORY = 'select id as key, name from users where enabled order by name';
/** Lisbon's calendar day, as the API reads "today" (platform/context/lisbon-time.ts). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
const SELECT_WITHOUT_CLIENT = `select id as key, name from users u where enabled and not exists (
  select 1 from client_allocations ca where ca.user_id = u.id and ca.started_at <= $1
  and (ca.ended_at is null or ca.ended_at >= $1)) order by name`;
const SELECT_EMPLOYEES_PAGE = `select u.id, u.name, u.email, u.profiles, u.job_title,
  u.contract_type, u.start_date::text as start_date, u.enabled, c.id as client_id,
  c.name as client_name
  from users u
  left join client_allocations ca on ca.user_id = u.id and ca.started_at <= $1
    and (ca.ended_at is null or ca.ended_at >= $1)
  left join clients c on c.id = ca.client_id
  order by u.name asc, u.name asc, u.id asc limit $2 offset $3`;
const COUNT_EMPLOYEES = `select count(*)::int as total from users u
  left join client_allocations ca on ca.user_id = u.id and ca.started_at <= $1
    and (ca.ended_at is null or ca.ended_at >= $1)`;
/** The people search's SQL (apps/api people-search.repository.ts), the term escaped the same way. */
const NAME_CONTAINS = "enabled and search_name like '%' || lower(immutable_unaccent($1)) || '%'";
const SELECT_SUGGESTIONS = `select id, name from users where ${NAME_CONTAINS} order by name, id limit 5`;
const SELECT_SEARCH_PAGE = `select id, name, job_title, hidden, profile_picture_file_id from users where ${NAME_CONTAINS} order by name, id offset $2 limit $3`;
const COUNT_SEARCH = `select count(*)::int as total from users where ${NAME_CONTAINS}`;
const escapeLike = (term: string) =>
  term.trim().replace(/[\\%_]/g, (character) => `\\${character}`);
/** The staff profiles that get the directory (apps/api accounts service). */
const STAFF = new Set(['hr', 'admin', 'financial', 'cto', 'evaluator', 'comercial']);

type Row = Record<string, unknown>;

interface Store {
  query(text: string, values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

async function openStore(): Promise<Store> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Same pool size as the API's (apps/api/src/db/database.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, values) => (await pool.query(text, values)).rows,
      close: () => pool.end(),
    };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('set DATABASE_URL or PGLITE_DIR');
  const client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  return {
    query: async (text, values) => (await client.query<Row>(text, values)).rows,
    close: () => client.close(),
  };
}

const secret = process.env.JWT_SECRET;
if (!secret) throw new Error('set JWT_SECRET');
// The options the API's codec uses (apps/api/src/platform/auth/access-token.ts).
const verify = createVerifier({
  key: secret,
  algorithms: ['HS256'],
  allowedIss: 'quadro',
  allowedAud: 'quadro-api',
  cache: 10_000,
});

const store = await openStore();
const app = Fastify({ logger: false });
// The API's compression settings (apps/api/src/platform/http/compression.ts).
await app.register(compress, {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
});

app.get('/health', async () => ({ status: 'ok' }));

function userIdOf(authorization: string | undefined): string | undefined {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  try {
    return (verify(token) as { sub: string }).sub;
  } catch {
    return undefined;
  }
}

app.get('/bare/accounts', async (request, reply) => {
  const userId = userIdOf(request.headers.authorization);
  if (!userId) return reply.status(401).send({ error: 'unauthorized' });
  const [user] = await store.query(SELECT_USER, [userId]);
  if (!user) return reply.status(404).send({ error: 'not_found' });
  const staff = (user.profiles as string[]).some((profile) => STAFF.has(profile));
  if (!staff) return user;
  const employees = await store.query(SELECT_DIRECTORY, []);
  const withoutClient = await store.query(SELECT_WITHOUT_CLIENT, [today()]);
  return { ...user, employees, employees_without_client: withoutClient };
});

app.get<{ Querystring: { term?: string } }>('/bare/people/suggestions', async (request, reply) => {
  if (!userIdOf(request.headers.authorization))
    return reply.status(401).send({ error: 'unauthorized' });
  const term = (request.query.term ?? '').trim();
  if (term === '') return [];
  const rows = await store.query(SELECT_SUGGESTIONS, [escapeLike(term)]);
  return rows.map((row) => ({ name: row.name, link: `/app/profile/${row.id}` }));
});

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
    const [counted] = await store.query(COUNT_EMPLOYEES, [day]);
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
      })),
      total: counted?.total ?? 0,
      page,
      page_size: pageSize,
    };
  },
);

/** The projects table's SQL (apps/api projects.repository.ts). */
const SELECT_PROJECT_PAGE = `select p.id, p.client_id as "clientId", c.name as "clientName", p.name, p.code, p.description, p.start_date::text as "startDate", p.end_date::text as "endDate", p.status, (select count(distinct m.user_id)::int from project_members m where m.project_id = p.id) as "teamSize" from projects p join clients c on c.id = p.client_id order by p.created_at desc, p.id asc limit $1 offset $2`;
const COUNT_PROJECTS = 'select count(*)::int as total from projects';

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

bareWorkMapRoutes(app, store, userIdOf);
bareVacationRoutes(app, store, userIdOf);
bareOrganisationRoutes(app, store, userIdOf);
bareTravelPassRoutes(app, store, userIdOf);
bareSalaryReceiptRoutes(app, store, userIdOf);
bareAllowanceRoutes(app, store, userIdOf);

app.addHook('onClose', () => store.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
