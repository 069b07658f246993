import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { scimTokens } from './provisioning.schema.ts';

const tokenColumns = {
  id: scimTokens.id,
  name: scimTokens.name,
  providerId: scimTokens.providerId,
  createdAt: scimTokens.createdAt,
  lastUsedAt: scimTokens.lastUsedAt,
  revokedAt: scimTokens.revokedAt,
  creatorId: people.id,
  creatorName: people.name,
};

export type ScimTokenRow = Awaited<ReturnType<typeof listTokens>>[number];

/** Newest first, revoked ones included, with who created each. */
export function listTokens(db: Executor) {
  return db
    .select(tokenColumns)
    .from(scimTokens)
    .leftJoin(people, eq(people.id, scimTokens.createdBy))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

export async function findToken(db: Executor, id: string): Promise<ScimTokenRow | undefined> {
  const [row] = await db
    .select(tokenColumns)
    .from(scimTokens)
    .leftJoin(people, eq(people.id, scimTokens.createdBy))
    .where(eq(scimTokens.id, id));
  return row;
}

export async function insertToken(
  db: Executor,
  values: { name: string; tokenHash: string; providerId: string | null; createdBy: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(scimTokens).values(values).returning({ id: scimTokens.id });
  if (!row) throw new Error('scim token insert returned nothing');
  return row;
}

/** Revokes a token still in force; undefined when it is unknown or already revoked. */
export async function revokeToken(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(scimTokens)
    .set({ revokedAt: now })
    .where(and(eq(scimTokens.id, id), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id, name: scimTokens.name, providerId: scimTokens.providerId });
  return row;
}

/** The token in force with this digest: what the SCIM service authenticates with. */
export async function findActiveTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: scimTokens.id,
      providerId: scimTokens.providerId,
      lastUsedAt: scimTokens.lastUsedAt,
    })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)));
  return row;
}

/** Stamps the use unless it was stamped after `staleBefore`: one write a minute at most. */
export async function touchToken(db: Executor, id: string, now: Date, staleBefore: Date) {
  await db
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(scimTokens.id, id),
        or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, staleBefore)),
      ),
    );
}
