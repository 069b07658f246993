import type { EvaluationCycleDates } from '@quadro/contract/evaluation-rules';
import type { GoalInput, GoalScore } from '@quadro/contract/evaluations';
import { and, asc, count, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { people } from '../people/people.public.ts';
import {
  type EvaluationRow,
  evaluationAnonymousAnswers,
  evaluationCycles,
  evaluationFeedbackRequests,
  evaluationGoals,
  evaluations,
} from './evaluations.schema.ts';
import { teamMembers } from './teams.schema.ts';

export async function findCycle(db: Executor, year: number) {
  const [row] = await db.select().from(evaluationCycles).where(eq(evaluationCycles.year, year));
  return row;
}

export async function openCycleYears(db: Executor): Promise<number[]> {
  const rows = await db.select({ year: evaluationCycles.year }).from(evaluationCycles);
  return rows.map((row) => row.year);
}

export async function upsertCycle(
  db: Executor,
  year: number,
  dates: EvaluationCycleDates,
  openedBy: string,
) {
  const [row] = await db
    .insert(evaluationCycles)
    .values({ year, ...dates, openedBy })
    .onConflictDoUpdate({ target: evaluationCycles.year, set: dates })
    .returning();
  if (!row) throw new Error('The cycle was just saved');
  return row;
}

/** One evaluation per person and year: those that exist stay as they are. */
export async function insertEvaluations(db: Executor, userIds: readonly string[], year: number) {
  if (userIds.length === 0) return;
  await db
    .insert(evaluations)
    .values(userIds.map((userId) => ({ userId, year })))
    .onConflictDoNothing();
}

export async function findEvaluation(db: Executor, id: string) {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id));
  return row;
}

/** The evaluations given, locked until the transaction ends, in id order so writers take turns. */
export function lockEvaluations(db: Executor, ids: readonly string[]): Promise<EvaluationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(evaluations)
    .where(inArray(evaluations.id, [...ids]))
    .orderBy(asc(evaluations.id))
    .for('update');
}

/** A person's evaluations up to a year (or of one year), newest first. */
export function evaluationsOfPerson(
  db: Executor,
  userId: string,
  years: { upTo?: number; only?: number },
): Promise<EvaluationRow[]> {
  return db
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.userId, userId),
        years.upTo === undefined ? undefined : lte(evaluations.year, years.upTo),
        years.only === undefined ? undefined : eq(evaluations.year, years.only),
      ),
    )
    .orderBy(desc(evaluations.year));
}

/** The year's evaluations in goal setting of the people who were ever members of a team. */
export function goalSettingEvaluationsOfTeam(
  db: Executor,
  teamId: string,
  year: number,
): Promise<EvaluationRow[]> {
  return db
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.year, year),
        eq(evaluations.state, 'GoalSetting'),
        inArray(
          evaluations.userId,
          db
            .select({ userId: teamMembers.userId })
            .from(teamMembers)
            .where(eq(teamMembers.teamId, teamId)),
        ),
      ),
    )
    .orderBy(asc(evaluations.id));
}

export type EvaluationChanges = Partial<
  Pick<
    EvaluationRow,
    | 'state'
    | 'suspendedFrom'
    | 'reason'
    | 'overallComment'
    | 'selfSubmittedAt'
    | 'publishedAt'
    | 'publishedBy'
    | 'acknowledgedAt'
    | 'remark'
  >
>;

export async function updateEvaluation(
  db: Executor,
  id: string,
  changes: EvaluationChanges,
  now: Date,
): Promise<EvaluationRow> {
  const [row] = await db
    .update(evaluations)
    .set({ ...changes, updatedAt: now })
    .where(eq(evaluations.id, id))
    .returning();
  if (!row) throw new Error('The evaluation was locked');
  return row;
}

/** The names of people by id. */
export async function namesOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(inArray(people.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The goals of the evaluations given, in their order. */
export function goalsOf(db: Executor, evaluationIds: readonly string[]) {
  if (evaluationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(evaluationGoals)
    .where(inArray(evaluationGoals.evaluationId, [...evaluationIds]))
    .orderBy(asc(evaluationGoals.evaluationId), asc(evaluationGoals.position));
}

export async function replaceGoals(
  db: Executor,
  evaluationId: string,
  goals: readonly GoalInput[],
) {
  await db.delete(evaluationGoals).where(eq(evaluationGoals.evaluationId, evaluationId));
  await db
    .insert(evaluationGoals)
    .values(goals.map((goal, position) => ({ ...goal, evaluationId, position })));
}

/** The employee's or the evaluator's scores and comments of the goals named. */
export async function scoreGoals(
  db: Executor,
  evaluationId: string,
  scores: readonly GoalScore[],
  by: 'self' | 'evaluator',
) {
  for (const { goalId, score, comment } of scores) {
    await db
      .update(evaluationGoals)
      .set(
        by === 'self'
          ? { selfScore: score, selfComment: comment }
          : { evaluatorScore: score, evaluatorComment: comment },
      )
      .where(and(eq(evaluationGoals.id, goalId), eq(evaluationGoals.evaluationId, evaluationId)));
  }
}

/** The feedback requests of an evaluation with the colleagues' names, by id. */
export function feedbackRequestsOf(db: Executor, evaluationId: string) {
  return db
    .select({
      request: evaluationFeedbackRequests,
      colleagueName: people.name,
    })
    .from(evaluationFeedbackRequests)
    .innerJoin(people, eq(people.id, evaluationFeedbackRequests.colleagueId))
    .where(eq(evaluationFeedbackRequests.evaluationId, evaluationId))
    .orderBy(asc(evaluationFeedbackRequests.id));
}

/** An evaluation's anonymous answers, by id: an order that tells nothing of when or who. */
export function anonymousAnswersOf(db: Executor, evaluationId: string) {
  return db
    .select({
      comment: evaluationAnonymousAnswers.comment,
      score: evaluationAnonymousAnswers.score,
    })
    .from(evaluationAnonymousAnswers)
    .where(eq(evaluationAnonymousAnswers.evaluationId, evaluationId))
    .orderBy(asc(evaluationAnonymousAnswers.id));
}

export async function countFeedbackRequests(db: Executor, evaluationId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(evaluationFeedbackRequests)
    .where(eq(evaluationFeedbackRequests.evaluationId, evaluationId));
  return row?.total ?? 0;
}

export async function findFeedbackRequestOf(
  db: Executor,
  evaluationId: string,
  colleagueId: string,
) {
  const [row] = await db
    .select()
    .from(evaluationFeedbackRequests)
    .where(
      and(
        eq(evaluationFeedbackRequests.evaluationId, evaluationId),
        eq(evaluationFeedbackRequests.colleagueId, colleagueId),
      ),
    );
  return row;
}

export async function insertFeedbackRequest(
  db: Executor,
  request: { evaluationId: string; colleagueId: string; anonymous: boolean; askedBy: string },
) {
  const [row] = await db.insert(evaluationFeedbackRequests).values(request).returning();
  if (!row) throw new Error('The request was just made');
  return row;
}

/** A feedback request, locked until the transaction ends. */
export async function lockFeedbackRequest(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(evaluationFeedbackRequests)
    .where(eq(evaluationFeedbackRequests.id, id))
    .for('update');
  return row;
}

export async function saveNamedAnswer(
  db: Executor,
  id: string,
  answer: { comment: string; score: number | null },
  now: Date,
) {
  await db
    .update(evaluationFeedbackRequests)
    .set({ ...answer, answered: true, answeredAt: now })
    .where(eq(evaluationFeedbackRequests.id, id));
}

/** Keeps the answer apart from its request: the request only learns that it was answered. */
export async function saveAnonymousAnswer(
  db: Executor,
  request: { id: string; evaluationId: string },
  answer: { comment: string; score: number | null },
) {
  await db
    .insert(evaluationAnonymousAnswers)
    .values({ evaluationId: request.evaluationId, ...answer });
  await db
    .update(evaluationFeedbackRequests)
    .set({ answered: true })
    .where(eq(evaluationFeedbackRequests.id, request.id));
}

/** The feedback asked of a person and not answered yet, on evaluations still being assessed. */
export function openRequestsAskedOf(db: Executor, colleagueId: string) {
  return db
    .select({
      id: evaluationFeedbackRequests.id,
      anonymous: evaluationFeedbackRequests.anonymous,
      askedBy: evaluationFeedbackRequests.askedBy,
      memberId: evaluations.userId,
      year: evaluations.year,
    })
    .from(evaluationFeedbackRequests)
    .innerJoin(evaluations, eq(evaluations.id, evaluationFeedbackRequests.evaluationId))
    .where(
      and(
        eq(evaluationFeedbackRequests.colleagueId, colleagueId),
        eq(evaluationFeedbackRequests.answered, false),
        notInArray(evaluations.state, ['Published', 'Suspended']),
      ),
    )
    .orderBy(
      desc(evaluations.year),
      asc(evaluationFeedbackRequests.askedAt),
      asc(evaluationFeedbackRequests.id),
    );
}
