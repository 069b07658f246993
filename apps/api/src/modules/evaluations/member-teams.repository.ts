import { and, asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { teamMembers } from './teams.schema.ts';

/** The teams the people given are members of on some day from `from` to `to`. */
export function listTeamsOf(
  db: Executor,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ employeeId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        // One array parameter, as clients' allocations of a month: thousands of people at once.
        sql`${teamMembers.userId} = any(${`{${employeeIds.join(',')}}`}::uuid[])`,
        sql`${teamMembers.fromDate} <= ${to}`,
        sql`(${teamMembers.toDate} is null or ${teamMembers.toDate} >= ${from})`,
      ),
    )
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.userId));
}
