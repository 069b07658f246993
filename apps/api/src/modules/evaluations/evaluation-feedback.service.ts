import {
  EVALUATION_CALL_MESSAGES,
  type FeedbackAnswer,
  type FeedbackRequest,
} from '@quadro/contract/evaluation-calls';
import { MAX_FEEDBACK_REQUESTS } from '@quadro/contract/evaluation-rules';
import { TEAM_MESSAGES } from '@quadro/contract/evaluations';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, conflict, invalidField } from '../../platform/errors/app-error.ts';
import { findPersonById } from '../people/people.public.ts';
import { mailFeedbackAsked } from './evaluation-mails.ts';
import { evaluationNotFound, lockManagedEvaluation } from './evaluation-reads.ts';
import * as repository from './evaluations.repository.ts';

const conflictOn = (field: string, message: string) =>
  new AppError('conflict', message, [{ field, message }]);

/** Asks a colleague, named or anonymous, for feedback on a member during the evaluator assessment. */
export async function askFeedback(
  ctx: ServiceContext,
  actor: Actor,
  input: FeedbackRequest,
): Promise<{ message: string }> {
  const signedIn = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const { row, people } = await lockManagedEvaluation(tx, signedIn, input.evaluationId);
    if (row.state !== 'EvaluatorAssessment') {
      throw conflict(EVALUATION_CALL_MESSAGES.notEvaluatorAssessment);
    }
    if (input.colleagueId === row.userId) {
      throw invalidField('colleagueId', EVALUATION_CALL_MESSAGES.feedbackOfMember);
    }
    const colleague = await findPersonById(tx.db, input.colleagueId);
    if (!colleague?.enabled) throw invalidField('colleagueId', TEAM_MESSAGES.unknownPerson);
    if (await repository.findFeedbackRequestOf(tx.db, row.id, input.colleagueId)) {
      throw conflictOn('colleagueId', EVALUATION_CALL_MESSAGES.feedbackTwice);
    }
    if ((await repository.countFeedbackRequests(tx.db, row.id)) >= MAX_FEEDBACK_REQUESTS) {
      throw conflictOn('colleagueId', EVALUATION_CALL_MESSAGES.tooManyFeedbackRequests);
    }
    const request = await repository.insertFeedbackRequest(tx.db, {
      evaluationId: row.id,
      colleagueId: input.colleagueId,
      anonymous: input.anonymous,
      askedBy: signedIn.userId,
    });
    await tx.audit({
      actor,
      action: 'evaluation.askFeedback',
      entityType: 'evaluations',
      entityId: row.id,
      before: null,
      after: { requestId: request.id, colleagueId: input.colleagueId, anonymous: input.anonymous },
    });
    const askedBy = await findPersonById(tx.db, signedIn.userId);
    await mailFeedbackAsked(tx, colleague, {
      member: people.member.name,
      askedBy: askedBy?.name ?? '',
      year: row.year,
      anonymous: input.anonymous,
    });
    return { message: EVALUATION_CALL_MESSAGES.feedbackAsked };
  });
}

/**
 * The asked colleague's answer, once, while the evaluation is being assessed. A named answer stays
 * on the request; an anonymous one is kept apart and audited with no author.
 */
export async function answerFeedback(
  ctx: ServiceContext,
  actor: Actor,
  input: FeedbackAnswer,
): Promise<{ message: string }> {
  const { userId } = requireSignedIn(actor);
  return withTransaction(ctx, async (tx) => {
    const request = await repository.lockFeedbackRequest(tx.db, input.id);
    if (!request || request.colleagueId !== userId) throw evaluationNotFound();
    if (request.answered) throw conflict(EVALUATION_CALL_MESSAGES.feedbackAnswered409);
    const [evaluation] = await repository.lockEvaluations(tx.db, [request.evaluationId]);
    if (!evaluation || evaluation.state === 'Published' || evaluation.state === 'Suspended') {
      throw conflict(EVALUATION_CALL_MESSAGES.notEvaluatorAssessment);
    }
    const answer = { comment: input.comment, score: input.score };
    if (request.anonymous) {
      await repository.saveAnonymousAnswer(tx.db, request, answer);
      await tx.audit({
        actor: { userId: null },
        action: 'evaluation.anonymousFeedback',
        entityType: 'evaluations',
        entityId: request.evaluationId,
      });
    } else {
      await repository.saveNamedAnswer(tx.db, request.id, answer, tx.clock.now());
      await tx.audit({
        actor,
        action: 'evaluation.answerFeedback',
        entityType: 'evaluations',
        entityId: request.evaluationId,
        before: null,
        after: { requestId: request.id, ...answer },
      });
    }
    return { message: EVALUATION_CALL_MESSAGES.feedbackAnswered };
  });
}
