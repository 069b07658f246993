import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { reachesInto } from './evaluation-teams.repository.ts';
import { evaluationCycles } from './evaluations.schema.ts';
import { teamMembers } from './teams.schema.ts';

export async function findCycle(db: Executor, year: number) {
  const [row] = await db.select().from(evaluationCycles).where(eq(evaluationCycles.year, year));
  return row;
}

/** The people whose team of the year (their latest member period reaching into it) is this one. */
export async function countYearMembers(db: Executor, teamId: string, year: number) {
  const latest = db
    .selectDistinctOn([teamMembers.userId], { teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        reachesInto(teamMembers, year),
        sql`${teamMembers.userId} in (select ${teamMembers.userId} from ${teamMembers}
          where ${teamMembers.teamId} = ${teamId} and ${reachesInto(teamMembers, year)})`,
      ),
    )
    .orderBy(teamMembers.userId, sql`${teamMembers.fromDate} desc`, teamMembers.id)
    .as('latest');
  const [row] = await db.select({ total: count() }).from(latest).where(eq(latest.teamId, teamId));
  return row?.total ?? 0;
}
