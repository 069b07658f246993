import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { interests, personInterests, users } from './people.schema.ts';

export interface InterestRow {
  id: string;
  designation: string;
}

const columns = { id: interests.id, designation: interests.designation };

export async function listInterests(db: Executor): Promise<InterestRow[]> {
  return db
    .select(columns)
    .from(interests)
    .orderBy(asc(sql`lower(${interests.designation})`), asc(interests.id));
}

export async function findInterest(db: Executor, id: string): Promise<InterestRow | undefined> {
  const [row] = await db.select(columns).from(interests).where(eq(interests.id, id));
  return row;
}

/** The interest holding this designation, whatever its case. */
export async function findInterestByDesignation(
  db: Executor,
  designation: string,
): Promise<InterestRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(interests)
    .where(sql`lower(${interests.designation}) = lower(${designation})`);
  return row;
}

/** Nothing when the designation is taken, whatever its case (the unique index decides). */
export async function insertInterest(
  db: Executor,
  designation: string,
): Promise<InterestRow | undefined> {
  const [row] = await db
    .insert(interests)
    .values({ designation })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

export async function insertInterests(
  db: Executor,
  designations: string[],
): Promise<InterestRow[]> {
  return db
    .insert(interests)
    .values(designations.map((designation) => ({ designation })))
    .returning(columns);
}

export async function renameInterest(
  db: Executor,
  id: string,
  designation: string,
): Promise<InterestRow | undefined> {
  const [row] = await db
    .update(interests)
    .set({ designation })
    .where(eq(interests.id, id))
    .returning(columns);
  return row;
}

/** Locks the row, so a rename and a removal of one interest take turns. */
export async function lockInterest(db: Executor, id: string): Promise<InterestRow | undefined> {
  const [row] = await db.select(columns).from(interests).where(eq(interests.id, id)).for('update');
  return row;
}

/** The picks go with it (on delete cascade). */
export async function deleteInterest(db: Executor, id: string): Promise<void> {
  await db.delete(interests).where(eq(interests.id, id));
}

export async function countExistingInterests(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(inArray(interests.id, ids));
  return rows.length;
}

export async function interestsOf(db: Executor, personId: string): Promise<InterestRow[]> {
  return db
    .select(columns)
    .from(personInterests)
    .innerJoin(interests, eq(interests.id, personInterests.interestId))
    .where(eq(personInterests.userId, personId))
    .orderBy(asc(sql`lower(${interests.designation})`), asc(interests.id));
}

/** Locks the person's row: two replacements of one person's picks take turns. */
export async function lockPicker(db: Executor, personId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, personId))
    .for('update');
  return rows.length > 0;
}

/** Replaces the person's picks; run it in a transaction, after lockPicker. */
export async function replaceInterestsOf(
  db: Executor,
  personId: string,
  interestIds: string[],
): Promise<void> {
  await db.delete(personInterests).where(eq(personInterests.userId, personId));
  if (interestIds.length === 0) return;
  await db
    .insert(personInterests)
    .values(interestIds.map((interestId) => ({ userId: personId, interestId })));
}

/** Adds picks (the seed's); ones already there are kept. */
export async function addPersonInterests(
  db: Executor,
  picks: Array<{ userId: string; interestId: string }>,
): Promise<void> {
  if (picks.length === 0) return;
  await db.insert(personInterests).values(picks).onConflictDoNothing();
}
