import { and, asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { teamEvaluators, teamMembers } from './teams.schema.ts';

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

/**
 * The members on a day of the teams this person is a member or an evaluator of that day
 * (themselves included), as a subquery of user ids: the dashboard's colleagues.
 */
export const teamMatesOn = (userId: string, day: string) =>
  sql`select theirs.user_id from ${teamMembers} theirs
    where theirs.from_date <= ${day} and (theirs.to_date is null or theirs.to_date >= ${day})
      and theirs.team_id in (
        select team_id from ${teamMembers} where user_id = ${userId} and from_date <= ${day}
          and (to_date is null or to_date >= ${day})
        union
        select team_id from ${teamEvaluators} where user_id = ${userId} and from_date <= ${day}
          and (to_date is null or to_date >= ${day}))`;
