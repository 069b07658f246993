import type { FastifyInstance } from 'fastify';
import { type BareStore, today, type UserIdOf } from '../lib/bare.ts';

const SELECT_USER = 'select * from users where id = $1';
const SELECT_DIRECTORY = 'select id as key, name from users where enabled order by name';
const SELECT_WITHOUT_CLIENT = `select id as key, name from users u where enabled and not exists (
  select 1 from client_allocations ca where ca.user_id = u.id and ca.started_at <= $1
  and (ca.ended_at is null or ca.ended_at >= $1)) order by name`;
/** The staff profiles that get the directory (apps/api accounts service). */
const STAFF = new Set(['hr', 'admin', 'financial', 'cto', 'evaluator', 'comercial']);

/**
 * GET /bare/accounts: select the user row by id and, for a staff user, the active employees' ids
 * and names; answer JSON the size of ours, the directory twice as the spec's shape has it.
 */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
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
}
