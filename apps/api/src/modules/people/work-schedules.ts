import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from './people.schema.ts';

export interface WorkSchedule {
  id: string;
  name: string;
  workingWeekdays: number[];
  dailyHours: string;
}

/** The name, working weekdays and daily hours of the people among `ids`: their hours in a year. */
export function workSchedulesOf(db: Executor, ids: readonly string[]): Promise<WorkSchedule[]> {
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
