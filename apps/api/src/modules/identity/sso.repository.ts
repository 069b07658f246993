import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';
import { identityLinks, oidcSignInAttempts, ssoCodes, ssoSessions } from './sso.schema.ts';

export type NewSignInAttempt = typeof oidcSignInAttempts.$inferInsert;
export type SignInAttempt = typeof oidcSignInAttempts.$inferSelect;
export type IdentityLink = typeof identityLinks.$inferSelect;
export type NewSsoCode = typeof ssoCodes.$inferInsert;
export type SsoCode = typeof ssoCodes.$inferSelect;
export type NewSsoSession = typeof ssoSessions.$inferInsert;
export type SsoSession = typeof ssoSessions.$inferSelect;

export async function insertSignInAttempt(db: Executor, attempt: NewSignInAttempt) {
  await db.insert(oidcSignInAttempts).values(attempt);
}

/** Marks the provider's open attempt with this state used; undefined when unknown. */
export async function consumeSignInAttempt(
  db: Executor,
  providerId: string,
  stateHash: string,
  now: Date,
): Promise<{ attempt: SignInAttempt; open: boolean } | undefined> {
  const [used] = await db
    .update(oidcSignInAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcSignInAttempts.providerId, providerId),
        eq(oidcSignInAttempts.stateHash, stateHash),
        isNull(oidcSignInAttempts.usedAt),
        gt(oidcSignInAttempts.expiresAt, now),
      ),
    )
    .returning();
  if (used) return { attempt: used, open: true };
  const [known] = await db
    .select()
    .from(oidcSignInAttempts)
    .where(
      and(
        eq(oidcSignInAttempts.providerId, providerId),
        eq(oidcSignInAttempts.stateHash, stateHash),
      ),
    );
  return known && { attempt: known, open: false };
}

/** Attempts and landing codes that expired before this instant: nobody can come back with them. */
export async function deleteExpiredSignInRows(db: Executor, before: Date) {
  await db.delete(oidcSignInAttempts).where(lt(oidcSignInAttempts.expiresAt, before));
  await db.delete(ssoCodes).where(lt(ssoCodes.expiresAt, before));
}

export async function findIdentityLink(
  db: Executor,
  providerId: string,
  subject: string,
): Promise<IdentityLink | undefined> {
  const [link] = await db
    .select()
    .from(identityLinks)
    .where(and(eq(identityLinks.providerId, providerId), eq(identityLinks.subject, subject)));
  return link;
}

export async function insertIdentityLink(
  db: Executor,
  link: typeof identityLinks.$inferInsert,
): Promise<IdentityLink> {
  const [row] = await db.insert(identityLinks).values(link).returning();
  if (!row) throw new Error('identity link not inserted');
  return row;
}

export async function recordLinkSignIn(db: Executor, id: string, email: string | null, now: Date) {
  await db
    .update(identityLinks)
    .set({ lastSignInAt: now, ...(email && { email }) })
    .where(eq(identityLinks.id, id));
}

export async function listIdentityLinksOf(db: Executor, userId: string): Promise<IdentityLink[]> {
  return db
    .select()
    .from(identityLinks)
    .where(eq(identityLinks.userId, userId))
    .orderBy(desc(identityLinks.linkedAt));
}

/** Everybody whose e-mail is this one, whatever its case (more than one is refused, never guessed). */
export async function peopleWithEmail(db: Executor, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(2);
  return rows.map((row) => row.id);
}

/**
 * Whether SCIM provisioning keeps this person (a scim_users row): provisioning's table, read by
 * name since provisioning builds on identity and identity may not import it.
 */
export async function isProvisioned(db: Executor, userId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 as found from scim_users where user_id = ${userId} limit 1`,
  );
  return (result as { rows: unknown[] }).rows.length > 0;
}

export async function insertSsoCode(db: Executor, code: NewSsoCode) {
  await db.insert(ssoCodes).values(code);
}

/** Uses the code once: undefined when unknown, used or expired. */
export async function consumeSsoCode(
  db: Executor,
  codeHash: string,
  now: Date,
): Promise<SsoCode | undefined> {
  const [code] = await db
    .update(ssoCodes)
    .set({ usedAt: now })
    .where(
      and(eq(ssoCodes.codeHash, codeHash), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, now)),
    )
    .returning();
  return code;
}

export async function insertSsoSession(db: Executor, session: NewSsoSession) {
  await db.insert(ssoSessions).values(session);
}

export async function findSsoSession(
  db: Executor,
  familyId: string,
): Promise<SsoSession | undefined> {
  const [session] = await db.select().from(ssoSessions).where(eq(ssoSessions.familyId, familyId));
  return session;
}
