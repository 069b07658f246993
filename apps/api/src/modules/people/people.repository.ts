import type { KeyName } from '@quadro/contract/account';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { files, type StoredFile } from '../../platform/files/files.schema.ts';
import { type NewPerson, type PersonRow, users } from './people.schema.ts';

/** The fields of a person a service may change (credentials and account state are not here). */
export type PersonChanges = Partial<
  Pick<
    NewPerson,
    | 'name'
    | 'nickname'
    | 'birthdate'
    | 'startDate'
    | 'phoneNumber'
    | 'gender'
    | 'maritalStatus'
    | 'dependentsNumber'
    | 'alternateEmail'
    | 'hidden'
    | 'profilePictureFileId'
  >
>;

const personById = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_person_by_id');

/**
 * The hottest read of the API (every page loads the account), so a prepared statement; inside a
 * transaction (which has rollback()) the plain query, since the statement belongs to the pool.
 */
export async function findPersonById(db: Executor, id: string): Promise<PersonRow | undefined> {
  const query =
    'rollback' in db
      ? db.select().from(users).where(eq(users.id, id))
      : preparedQuery(db as Database, 'find_person_by_id', personById).execute({ id });
  const [person] = await query;
  return person;
}

export async function findPersonByEmail(
  db: Executor,
  email: string,
): Promise<PersonRow | undefined> {
  const [person] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return person;
}

/** Enabled people, by name: the directory staff pick employees from. */
export async function listActivePeople(db: Executor): Promise<KeyName[]> {
  return db
    .select({ key: users.id, name: users.name })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.name));
}

export async function listEnabledHolderEmails(db: Executor, profile: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.enabled} and ${profile} = any(${users.profiles})`);
  return rows.map((row) => row.email);
}

export async function updatePerson(
  db: Executor,
  id: string,
  changes: PersonChanges,
  now: Date,
): Promise<PersonRow | undefined> {
  const [person] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return person;
}

/** A person's profiles as single sign-on's group mapping sets them; the caller audits. */
export async function setPersonProfiles(
  db: Executor,
  id: string,
  profiles: string[],
  now: Date,
): Promise<void> {
  await db.update(users).set({ profiles, updatedAt: now }).where(eq(users.id, id));
}

/** The fields an identity provider keeps (SCIM): the name, the work e-mail and the profiles. */
export type ProvisionedChanges = Partial<Pick<NewPerson, 'name' | 'email' | 'profiles'>>;

export async function updateProvisionedPerson(
  db: Executor,
  id: string,
  changes: ProvisionedChanges,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/** Nothing when the e-mail is taken, whatever its case. */
export async function insertPerson(
  db: Executor,
  person: NewPerson,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(users)
    .values(person)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row;
}

export async function insertPeople(db: Executor, people: NewPerson[]): Promise<{ id: string }[]> {
  return db.insert(users).values(people).returning({ id: users.id });
}

/** Everyone holding the profile, enabled or not. */
/** Disabled holders do not count: they can no longer sign in to use the profile. */
export async function countEnabledProfileHolders(db: Executor, profile: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.enabled, true), sql`${profile} = any(${users.profiles})`));
  return row?.total ?? 0;
}

export async function countPeople(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function findCurrentPicture(
  db: Executor,
  personId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(users)
    .innerJoin(files, eq(files.id, users.profilePictureFileId))
    .where(eq(users.id, personId));
  return row?.file;
}

/** Only a file that is someone's current picture is found. */
export async function findPictureFile(
  db: Executor,
  fileId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(users, eq(users.profilePictureFileId, files.id))
    .where(eq(files.id, fileId));
  return row?.file;
}

/**
 * Locks the enabled ones among these people, always in id order, so two teams naming the same
 * person take turns on the allocation rule.
 */
export async function lockEnabledPeople(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * Locks every enabled account holding the profile, so two transactions counting the same holders
 * take turns: the second one sees the first one's change.
 */
export async function lockEnabledHolders(db: Executor, profile: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabled, true), sql`${profile} = any(${users.profiles})`))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
