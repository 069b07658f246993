import {
  type AssessmentWrite,
  EVALUATION_CALL_MESSAGES,
  type EvaluationResult,
  type SelfAssessmentWrite,
} from '@quadro/contract/evaluation-calls';
import { nextEvaluationState } from '@quadro/contract/evaluation-rules';
import type { GoalScore } from '@quadro/contract/evaluations';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, invalidField } from '../../platform/errors/app-error.ts';
import { detailOf, lockManagedEvaluation, lockOwnEvaluation } from './evaluation-reads.ts';
import * as repository from './evaluations.repository.ts';

/** Scores name goals of this evaluation only (400 on the first unknown one). */
async function goalsScoredBy(
  tx: ServiceContext,
  evaluationId: string,
  scores: readonly GoalScore[],
) {
  const goals = await repository.goalsOf(tx.db, [evaluationId]);
  const known = new Set(goals.map((goal) => goal.id));
  const unknown = scores.findIndex((score) => !known.has(score.goalId));
  if (unknown >= 0) {
    throw invalidField(`scores.${unknown}.goalId`, EVALUATION_CALL_MESSAGES.unknownGoal);
  }
  return goals;
}

/** The employee's scores and comments; `submit` sends them to the evaluator once every goal is scored. */
export async function saveSelfAssessment(
  ctx: ServiceContext,
  actor: Actor,
  input: SelfAssessmentWrite,
): Promise<EvaluationResult> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const found = await lockOwnEvaluation(tx, signedIn, input.id);
    if (found.row.state !== 'SelfAssessment') {
      throw conflict(EVALUATION_CALL_MESSAGES.notSelfAssessment);
    }
    await goalsScoredBy(tx, found.row.id, input.scores);
    await repository.scoreGoals(tx.db, found.row.id, input.scores, 'self');
    const goals = await repository.goalsOf(tx.db, [found.row.id]);
    let row = found.row;
    if (input.submit) {
      if (goals.some((goal) => goal.selfScore === null)) {
        throw new AppError('conflict', EVALUATION_CALL_MESSAGES.selfUnscored, [
          { field: 'scores', message: EVALUATION_CALL_MESSAGES.selfUnscored },
        ]);
      }
      const now = tx.clock.now();
      row = await repository.updateEvaluation(
        tx.db,
        row.id,
        {
          state: nextEvaluationState(row.state, 'submitSelfAssessment'),
          selfSubmittedAt: now,
        },
        now,
      );
    }
    await tx.audit({
      actor,
      action: input.submit ? 'evaluation.submitSelfAssessment' : 'evaluation.selfAssessment',
      entityType: 'evaluations',
      entityId: row.id,
      before: { state: found.row.state },
      after: { state: row.state, scores: input.scores },
    });
    return {
      message: input.submit
        ? EVALUATION_CALL_MESSAGES.selfSubmitted
        : EVALUATION_CALL_MESSAGES.selfSaved,
      evaluation: await detailOf(tx, { ...found, row }),
    };
  });
}

/** The evaluator's scores, comments and overall comment, a draft until published. */
export async function saveAssessment(
  ctx: ServiceContext,
  actor: Actor,
  input: AssessmentWrite,
): Promise<EvaluationResult> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const found = await lockManagedEvaluation(tx, signedIn, input.id);
    if (found.row.state !== 'EvaluatorAssessment') {
      throw conflict(EVALUATION_CALL_MESSAGES.notEvaluatorAssessment);
    }
    await goalsScoredBy(tx, found.row.id, input.scores);
    await repository.scoreGoals(tx.db, found.row.id, input.scores, 'evaluator');
    const row = await repository.updateEvaluation(
      tx.db,
      found.row.id,
      { overallComment: input.overallComment },
      tx.clock.now(),
    );
    await tx.audit({
      actor,
      action: 'evaluation.assessment',
      entityType: 'evaluations',
      entityId: row.id,
      before: { overallComment: found.row.overallComment },
      after: { overallComment: input.overallComment, scores: input.scores },
    });
    return {
      message: EVALUATION_CALL_MESSAGES.assessmentSaved,
      evaluation: await detailOf(tx, { ...found, row }),
    };
  });
}
