import type { EvaluationState } from '@quadro/contract/evaluation-rules';
import { defaultCycleDates } from '@quadro/contract/evaluation-rules';
import type { Executor } from '../../db/database.ts';
import { insertPeople } from '../people/people.public.ts';
import { evaluationCycles, evaluationGoals, evaluations } from './evaluations.schema.ts';
import { teamEvaluators, teamMembers, teams } from './teams.schema.ts';

/**
 * Rows for tests, written straight into the tables: people of the test's own, teams, opened
 * cycles and evaluations in any state with their goals' scores.
 */

let made = 0;

/** Enabled employees (evaluators too with `profiles`), each with a name and e-mail no one else has. */
export async function insertTestPeople<const Names extends readonly string[]>(
  db: Executor,
  names: Names,
  profiles: string[] = ['employee'],
): Promise<{ [Index in keyof Names]: string }> {
  const rows = await insertPeople(
    db,
    names.map((name) => {
      made += 1;
      return {
        name,
        email: `evaluation.person.${made}.${Date.now()}@example.com`,
        passwordHash: 'no password',
        profiles,
        enabled: true,
      };
    }),
  );
  return rows.map((row) => row.id) as { [Index in keyof Names]: string };
}

/** A team with members and evaluators from `from` (open-ended unless `to`). */
export async function insertTestTeam(
  db: Executor,
  team: {
    name: string;
    members: readonly string[];
    evaluators: readonly string[];
    from?: string;
    to?: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(teams).values({ name: team.name }).returning({ id: teams.id });
  if (!row) throw new Error('The team was not inserted');
  const period = (userId: string) => ({
    teamId: row.id,
    userId,
    fromDate: team.from ?? '2020-01-01',
    toDate: team.to ?? null,
  });
  if (team.members.length > 0) await db.insert(teamMembers).values(team.members.map(period));
  if (team.evaluators.length > 0) {
    await db.insert(teamEvaluators).values(team.evaluators.map(period));
  }
  return row.id;
}

/** A member period written straight in, as a team saved before the editor's rules may hold one. */
export async function insertTestTeamMember(
  db: Executor,
  teamId: string,
  userId: string,
  from: string,
): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, fromDate: from, toDate: null });
}

export async function insertTestCycle(db: Executor, year: number): Promise<void> {
  await db
    .insert(evaluationCycles)
    .values({ year, ...defaultCycleDates(year) })
    .onConflictDoNothing();
}

export interface TestGoal {
  weight: number;
  selfScore?: number | null;
  evaluatorScore?: number | null;
}

/** An evaluation in any state with its goals (titled 'Goal 1', 'Goal 2'…). */
export async function insertTestEvaluation(
  db: Executor,
  evaluation: {
    userId: string;
    year: number;
    state: EvaluationState;
    suspendedFrom?: EvaluationState | null;
    goals?: readonly TestGoal[];
    acknowledged?: boolean;
  },
): Promise<string> {
  const [row] = await db
    .insert(evaluations)
    .values({
      userId: evaluation.userId,
      year: evaluation.year,
      state: evaluation.state,
      suspendedFrom: evaluation.suspendedFrom ?? null,
      acknowledgedAt: evaluation.acknowledged ? new Date() : null,
    })
    .returning({ id: evaluations.id });
  if (!row) throw new Error('The evaluation was not inserted');
  const goals = evaluation.goals ?? [];
  if (goals.length > 0) {
    await db.insert(evaluationGoals).values(
      goals.map((goal, index) => ({
        evaluationId: row.id,
        position: index + 1,
        title: `Goal ${index + 1}`,
        target: 'Measured at the end of the year',
        weight: goal.weight,
        selfScore: goal.selfScore ?? null,
        evaluatorScore: goal.evaluatorScore ?? null,
      })),
    );
  }
  return row.id;
}
