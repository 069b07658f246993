import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../people/people.public.ts';

/** Names, working weekdays and daily hours of these people: their working hours in a year. */
export function peopleOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      name: users.name,
      workingWeekdays: users.workingWeekdays,
      dailyHours: users.dailyHours,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
