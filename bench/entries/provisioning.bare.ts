import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

/** The SQL of apps/api scim-tokens.repository.ts and scim-users.repository.ts, by hand. */
const SELECT_TOKEN =
  'select id, last_used_at from scim_tokens where token_hash = $1 and revoked_at is null';
const COUNT_USERS =
  'select count(*)::int as total from users u left join scim_users su on su.user_id = u.id';
const SELECT_USERS = `select u.id, u.email, u.name, u.enabled, u.profiles, u.created_at,
  greatest(u.updated_at, coalesce(su.updated_at, u.updated_at)) as last_modified, su.external_id
  from users u left join scim_users su on su.user_id = u.id
  order by u.created_at asc, u.id asc offset $1 limit $2`;
const SELECT_GROUPS = `select m.user_id, g.id, g.display_name from scim_group_members m
  join scim_groups g on g.id = m.group_id where m.user_id = any($1::uuid[]) order by g.display_name`;

function splitName(name: string): { givenName: string; familyName?: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return rest.length > 0 ? { givenName, familyName: rest.join(' ') } : { givenName };
}

/**
 * GET /bare/scim/Users (a provider's page of Users): the same token check, SQL and JSON. `base`
 * is ours' {PUBLIC_URL}/scim/v2, which the answer's locations carry.
 */
export function bareRoutes(app: FastifyInstance, store: BareStore) {
  app.get<{ Querystring: { startIndex?: string; count?: string; base?: string } }>(
    '/bare/scim/Users',
    async (request, reply) => {
      const secret = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const digest = createHash('sha256').update(secret).digest('base64url');
      if ((await store.query(SELECT_TOKEN, [digest])).length === 0)
        return reply.status(401).send({ status: '401' });
      const startIndex = Math.max(1, Number(request.query.startIndex ?? 1));
      const count = Math.min(200, Number(request.query.count ?? 200));
      const base = request.query.base ?? '';
      const [[counted], rows] = await Promise.all([
        store.query(COUNT_USERS, []),
        store.query(SELECT_USERS, [startIndex - 1, count]),
      ]);
      const groups = await store.query(SELECT_GROUPS, [rows.map((row) => row.id)]);
      reply.type('application/scim+json; charset=utf-8');
      return {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
        totalResults: counted?.total,
        startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((row) => {
          const name = String(row.name);
          const lastModified = new Date(row.last_modified as string);
          return {
            schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
            id: row.id,
            ...(row.external_id !== null && { externalId: row.external_id }),
            userName: row.email,
            name: { formatted: name, ...splitName(name) },
            displayName: name,
            emails: [{ value: row.email, type: 'work', primary: true }],
            active: row.enabled,
            groups: groups
              .filter((group) => group.user_id === row.id)
              .map((group) => ({
                value: group.id,
                display: group.display_name,
                $ref: `${base}/Groups/${group.id}`,
                type: 'direct',
              })),
            meta: {
              resourceType: 'User',
              created: new Date(row.created_at as string).toISOString(),
              lastModified: lastModified.toISOString(),
              location: `${base}/Users/${row.id}`,
              version: `W/"${lastModified.getTime()}"`,
            },
          };
        }),
      };
    },
  );
}
