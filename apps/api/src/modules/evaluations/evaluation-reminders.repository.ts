import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import { yearTeamOf } from './evaluation-list.repository.ts';
import { reachesInto } from './evaluation-teams.repository.ts';
import { evaluationCycles, evaluationReminders, evaluations } from './evaluations.schema.ts';
import { teamEvaluators } from './teams.schema.ts';

export type ReminderStage = (typeof evaluationReminders.$inferSelect)['stage'];

export function cyclesOf(db: Executor, years: readonly number[]) {
  return db
    .select()
    .from(evaluationCycles)
    .where(inArray(evaluationCycles.year, [...years]));
}

/** The enabled evaluators of the teams with an evaluation of the year in `state`, once each. */
export function evaluatorsWith(db: Executor, year: number, state: EvaluationState) {
  const yearTeam = yearTeamOf(db, year);
  return db
    .selectDistinct({ email: people.email, name: people.name })
    .from(evaluations)
    .innerJoinLateral(yearTeam, sql`true`)
    .innerJoin(
      teamEvaluators,
      and(eq(teamEvaluators.teamId, yearTeam.teamId), reachesInto(teamEvaluators, year)),
    )
    .innerJoin(people, eq(people.id, teamEvaluators.userId))
    .where(and(eq(evaluations.year, year), eq(evaluations.state, state), eq(people.enabled, true)))
    .orderBy(asc(people.email), asc(people.name));
}

/** The enabled people whose evaluation of the year is in `state`. */
export function membersWith(db: Executor, year: number, state: EvaluationState) {
  return db
    .select({ email: people.email, name: people.name })
    .from(evaluations)
    .innerJoin(people, eq(people.id, evaluations.userId))
    .where(and(eq(evaluations.year, year), eq(evaluations.state, state), eq(people.enabled, true)))
    .orderBy(asc(people.email));
}

/** Records the stage's reminder as sent; false when it already was (by this or another instance). */
export async function claimReminder(db: Executor, year: number, stage: ReminderStage) {
  const rows = await db
    .insert(evaluationReminders)
    .values({ year, stage })
    .onConflictDoNothing()
    .returning({ year: evaluationReminders.year });
  return rows.length > 0;
}
