import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { type PostPersonRow, postPersonColumns } from './post-person.ts';
import { celebrationPreferences } from './posts.schema.ts';

/** Enabled people who did not hide their celebrations: one pass over people, no index needed. */
const shown = () =>
  and(
    eq(people.enabled, true),
    notExists(
      sql`(select 1 from ${celebrationPreferences} where ${celebrationPreferences.personId} = ${people.id} and ${celebrationPreferences.hidden})`,
    ),
  );

const monthDayOf = (column: typeof people.birthdate | typeof people.startDate) =>
  sql<string>`to_char(${column}, 'MM-DD')`;

/** People whose birthday falls on one of `monthDays` ('MM-DD'); the birth date never leaves SQL. */
export function birthdaysOn(db: Executor, monthDays: readonly string[]): Promise<PostPersonRow[]> {
  return db
    .select(postPersonColumns)
    .from(people)
    .where(and(shown(), inArray(monthDayOf(people.birthdate), [...monthDays])));
}

/** People who started on one of `monthDays` of a year before `yearStart` ('YYYY-01-01'). */
export function anniversariesOn(
  db: Executor,
  monthDays: readonly string[],
  yearStart: string,
): Promise<Array<PostPersonRow & { startYear: number }>> {
  return db
    .select({
      ...postPersonColumns,
      startYear: sql<number>`extract(year from ${people.startDate})::int`.mapWith(Number),
    })
    .from(people)
    .where(
      and(
        shown(),
        lt(people.startDate, yearStart),
        inArray(monthDayOf(people.startDate), [...monthDays]),
      ),
    );
}

export async function findPreference(db: Executor, personId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ hidden: celebrationPreferences.hidden })
    .from(celebrationPreferences)
    .where(eq(celebrationPreferences.personId, personId));
  return row?.hidden;
}

export async function savePreference(
  db: Executor,
  personId: string,
  hidden: boolean,
  at: Date,
): Promise<void> {
  await db
    .insert(celebrationPreferences)
    .values({ personId, hidden, updatedAt: at })
    .onConflictDoUpdate({
      target: celebrationPreferences.personId,
      set: { hidden, updatedAt: at },
    });
}
