import { auditChanges } from '@quadro/contract/audit-changes';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

const PAGE = 50;

/**
 * The SQL of apps/api audit-trail.repository.ts (listAuditRows, first page) and person-names.ts, by
 * hand: the days are Lisbon's, the company's time zone in the bench.
 */
const SELECT_ENTRIES = `select id, actor_id, action, entity_type, entity_id, before, after,
  request_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
  from audit_log
  where ($1::text is null or action = $1)
    and ($2::date is null or created_at >= ($2::date)::timestamp at time zone 'Europe/Lisbon')
    and ($3::date is null or created_at < ($3::date)::timestamp at time zone 'Europe/Lisbon' + interval '1 day')
  order by created_at desc, id desc limit $4`;
const SELECT_NAMES = 'select id, name from users where id = any($1::uuid[])';

/** GET /bare/audit-trail?action=&from=&to=: the same SQL and JSON shape. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Querystring: { action?: string; from?: string; to?: string } }>(
    '/bare/audit-trail',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const { action = null, from = null, to = null } = request.query;
      const rows = await store.query(SELECT_ENTRIES, [action, from, to, PAGE + 1]);
      const page = rows.slice(0, PAGE);
      const actorIds = [...new Set(page.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
      const names = new Map(
        (await store.query(SELECT_NAMES, [actorIds])).map((row) => [row.id, row.name]),
      );
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          at: row.at,
          actor: row.actor_id
            ? { id: row.actor_id, name: names.get(row.actor_id) ?? 'Unknown person' }
            : null,
          action: row.action,
          entityType: row.entity_type,
          entityId: row.entity_id,
          changes: auditChanges(row.before, row.after),
          requestId: row.request_id,
        })),
        next:
          rows.length > PAGE && last
            ? Buffer.from(`${last.at}|${last.id}`).toString('base64url')
            : null,
      };
    },
  );
}
