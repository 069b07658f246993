import {
  type Acknowledge,
  EVALUATION_CALL_MESSAGES,
  type EvaluationRow as EvaluationListRow,
  type EvaluationResult,
  type EvaluationTransition,
} from '@quadro/contract/evaluation-calls';
import {
  EVALUATION_STATE_LABELS,
  type EvaluationState,
  isAlreadyDone,
  nextEvaluationState,
} from '@quadro/contract/evaluation-rules';
import { EVALUATION_MESSAGES } from '@quadro/contract/evaluations';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { mailPublished, mailUnpublished } from './evaluation-mails.ts';
import { peopleOf } from './evaluation-people.ts';
import {
  detailOf,
  type Evaluation,
  evaluationNotFound,
  lockOwnEvaluation,
  requireManager,
} from './evaluation-reads.ts';
import { toEvaluationRow } from './evaluation-view.ts';
import type { EvaluationChanges } from './evaluations.repository.ts';
import * as repository from './evaluations.repository.ts';
import type { EvaluationGoalRow } from './evaluations.schema.ts';

type ManagerAction = EvaluationTransition['action'];

const ACTION_VERBS: Record<ManagerAction, string> = {
  startSelfAssessment: 'start the self-assessment of',
  publish: 'publish',
  unpublish: 'unpublish',
  suspend: 'suspend',
  resume: 'resume',
};

const refusedOn = (index: number, message: string) =>
  new AppError('conflict', message, [{ field: `ids.${index}`, message }]);

/** What else a move changes besides the state. */
function changesOf(
  action: ManagerAction,
  from: EvaluationState,
  to: EvaluationState,
  context: { reason: string; now: Date; actorId: string },
): EvaluationChanges {
  switch (action) {
    case 'publish':
      return { state: to, publishedAt: context.now, publishedBy: context.actorId };
    case 'unpublish':
      return {
        state: to,
        reason: context.reason,
        publishedAt: null,
        publishedBy: null,
        acknowledgedAt: null,
        remark: null,
      };
    case 'suspend':
      return { state: to, suspendedFrom: from, reason: context.reason };
    case 'resume':
      return { state: to, suspendedFrom: null };
    case 'startSelfAssessment':
      return { state: to };
  }
}

/** Publishing needs every goal scored by the evaluator and the overall comment. */
function refusePublishing(
  index: number,
  goals: readonly EvaluationGoalRow[],
  overallComment: string | null,
) {
  if (goals.length === 0) throw refusedOn(index, EVALUATION_MESSAGES.goalCount);
  const unscored = goals.filter((goal) => goal.evaluatorScore === null);
  if (unscored.length > 0) {
    throw refusedOn(
      index,
      EVALUATION_CALL_MESSAGES.unscoredGoals(unscored.map((goal) => goal.title).join(', ')),
    );
  }
  if (!overallComment) throw refusedOn(index, EVALUATION_CALL_MESSAGES.overallCommentNeeded);
}

/** The evaluations named, locked in id order, each one the user manages (all or nothing). */
async function lockManaged(tx: ServiceContext, actor: Actor, ids: readonly string[]) {
  const signedIn = requireSignedIn(actor);
  const rows = await repository.lockEvaluations(tx.db, ids);
  const people = await peopleOf(tx.db, signedIn, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id): Evaluation => {
    const row = byId.get(id);
    const found = people.get(id);
    if (!row || !found) throw evaluationNotFound();
    requireManager({ row, people: found });
    return { row, people: found };
  });
}

/**
 * Starts the self-assessment, publishes, unpublishes, suspends or resumes evaluations, all or
 * nothing; one already where the move leads stays as it is, unaudited. Publishing and unpublishing
 * mail the employee.
 */
export async function transition(
  ctx: ServiceContext,
  actor: Actor,
  input: EvaluationTransition,
): Promise<{ message: string; evaluations: EvaluationListRow[] }> {
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const found = await lockManaged(tx, actor, input.ids);
    const goals = await repository.goalsOf(
      tx.db,
      found.map(({ row }) => row.id),
    );
    const goalsOf = (id: string) => goals.filter((goal) => goal.evaluationId === id);
    const moved: Evaluation[] = [];
    for (const [index, { row, people }] of found.entries()) {
      if (moved.some((done) => done.row.id === row.id) || isAlreadyDone(row.state, input.action)) {
        moved.push({ row, people });
        continue;
      }
      const to = nextEvaluationState(row.state, input.action, row.suspendedFrom);
      if (!to) {
        throw refusedOn(
          index,
          EVALUATION_CALL_MESSAGES.moveNotAllowed(
            ACTION_VERBS[input.action],
            EVALUATION_STATE_LABELS[row.state],
          ),
        );
      }
      if (input.action === 'publish') refusePublishing(index, goalsOf(row.id), row.overallComment);
      const now = tx.clock.now();
      const changes = changesOf(input.action, row.state, to, {
        reason: input.reason,
        now,
        actorId: userId,
      });
      const after = await repository.updateEvaluation(tx.db, row.id, changes, now);
      await tx.audit({
        actor,
        action: `evaluation.${input.action}`,
        entityType: 'evaluations',
        entityId: row.id,
        before: { state: row.state, suspendedFrom: row.suspendedFrom },
        after: { state: after.state, suspendedFrom: after.suspendedFrom, reason: after.reason },
      });
      const employee = await findPersonById(tx.db, row.userId);
      if (employee && input.action === 'publish') await mailPublished(tx, employee, row.year);
      if (employee && input.action === 'unpublish') {
        await mailUnpublished(tx, employee, row.year, input.reason);
      }
      moved.push({ row: after, people });
    }
    const unique = moved.filter(
      (evaluation, index) =>
        moved.findIndex((other) => other.row.id === evaluation.row.id) === index,
    );
    return {
      message: EVALUATION_CALL_MESSAGES.moved(unique.length),
      evaluations: unique.map(({ row, people }) => toEvaluationRow(row, goalsOf(row.id), people)),
    };
  });
}

/** The employee read their published evaluation, once, with one remark. */
export async function acknowledge(
  ctx: ServiceContext,
  actor: Actor,
  input: Acknowledge,
): Promise<EvaluationResult> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const found = await lockOwnEvaluation(tx, signedIn, input.id);
    if (found.row.state !== 'Published') throw conflict(EVALUATION_CALL_MESSAGES.notPublished);
    if (found.row.acknowledgedAt) throw conflict(EVALUATION_CALL_MESSAGES.alreadyAcknowledged);
    const now = tx.clock.now();
    const row = await repository.updateEvaluation(
      tx.db,
      found.row.id,
      { acknowledgedAt: now, remark: input.remark },
      now,
    );
    await tx.audit({
      actor,
      action: 'evaluation.acknowledge',
      entityType: 'evaluations',
      entityId: row.id,
      before: null,
      after: { remark: input.remark },
    });
    return {
      message: EVALUATION_CALL_MESSAGES.acknowledged,
      evaluation: await detailOf(tx, { ...found, row }),
    };
  });
}
