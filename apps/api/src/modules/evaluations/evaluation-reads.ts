import {
  EVALUATION_CALL_MESSAGES,
  type EvaluationDetail,
  type FeedbackView,
} from '@quadro/contract/evaluation-calls';
import { anonymousAnswersVisible } from '@quadro/contract/evaluation-rules';
import { EVALUATION_MESSAGES } from '@quadro/contract/evaluations';
import type { Executor } from '../../db/database.ts';
import type { SignedInActor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { cycleOf } from './evaluation-cycle.service.ts';
import { type EvaluationPeople, peopleOf } from './evaluation-people.ts';
import { toEvaluationDetail } from './evaluation-view.ts';
import * as repository from './evaluations.repository.ts';
import type { EvaluationRow } from './evaluations.schema.ts';

/** Answered alike for a missing evaluation and one the user may not read: nothing tells it exists. */
export const evaluationNotFound = () =>
  new AppError('not_found', EVALUATION_CALL_MESSAGES.notFound);

export interface Evaluation {
  row: EvaluationRow;
  people: EvaluationPeople;
}

/** Whether the viewer reads it: their own unless suspended, or one they manage. */
export const readable = ({ row, people }: Evaluation) =>
  people.manages || (people.own && row.state !== 'Suspended');

async function withPeople(db: Executor, actor: SignedInActor, row: EvaluationRow | undefined) {
  if (!row) throw evaluationNotFound();
  const people = (await peopleOf(db, actor, [row])).get(row.id);
  if (!people) throw evaluationNotFound();
  return { row, people };
}

/** An evaluation the user may read (its employee, unless suspended, or a manager of it). */
export async function readableEvaluation(
  ctx: ServiceContext,
  actor: SignedInActor,
  id: string,
): Promise<Evaluation> {
  const found = await withPeople(ctx.db, actor, await repository.findEvaluation(ctx.db, id));
  if (!readable(found)) throw evaluationNotFound();
  return found;
}

/** Refuses a manager's action on an evaluation they do not manage: their own 403, others 404. */
export function requireManager(found: Evaluation): void {
  if (found.people.own) throw forbidden(EVALUATION_MESSAGES.ownEvaluation);
  if (!found.people.manages) throw evaluationNotFound();
}

/** An evaluation the user manages, locked until the transaction ends. */
export async function lockManagedEvaluation(
  tx: ServiceContext,
  actor: SignedInActor,
  id: string,
): Promise<Evaluation> {
  const [row] = await repository.lockEvaluations(tx.db, [id]);
  const found = await withPeople(tx.db, actor, row);
  requireManager(found);
  return found;
}

/** The user's own evaluation, locked until the transaction ends (a manager of it may not act for them). */
export async function lockOwnEvaluation(
  tx: ServiceContext,
  actor: SignedInActor,
  id: string,
): Promise<Evaluation> {
  const [row] = await repository.lockEvaluations(tx.db, [id]);
  const found = await withPeople(tx.db, actor, row);
  if (found.people.manages) throw forbidden();
  if (!readable(found) || !found.people.own) throw evaluationNotFound();
  return found;
}

/** The colleagues' feedback, as its managers read it: anonymous answers only once two arrived. */
export async function feedbackViewOf(db: Executor, evaluationId: string): Promise<FeedbackView> {
  const [requests, anonymous] = await Promise.all([
    repository.feedbackRequestsOf(db, evaluationId),
    repository.anonymousAnswersOf(db, evaluationId),
  ]);
  return {
    requests: requests.map(({ request, colleagueName }) => ({
      id: request.id,
      colleague: { id: request.colleagueId, name: colleagueName },
      anonymous: request.anonymous,
      answered: request.anonymous ? null : request.answered,
    })),
    namedAnswers: requests.flatMap(({ request, colleagueName }) =>
      !request.anonymous && request.answered && request.answeredAt
        ? [
            {
              colleague: { id: request.colleagueId, name: colleagueName },
              comment: request.comment ?? '',
              score: request.score,
              answeredAt: request.answeredAt.toISOString(),
            },
          ]
        : [],
    ),
    anonymousAnswered: anonymous.length,
    anonymousAnswers: anonymousAnswersVisible(anonymous.length) ? anonymous : [],
  };
}

/** The evaluation as the viewer reads it, with its goals, its year's cycle and (managers) feedback. */
export async function detailOf(ctx: ServiceContext, found: Evaluation): Promise<EvaluationDetail> {
  const [goals, cycle, feedback] = await Promise.all([
    repository.goalsOf(ctx.db, [found.row.id]),
    cycleOf(ctx, found.row.year),
    found.people.manages ? feedbackViewOf(ctx.db, found.row.id) : null,
  ]);
  return toEvaluationDetail({ ...found, goals, cycle, feedback });
}
