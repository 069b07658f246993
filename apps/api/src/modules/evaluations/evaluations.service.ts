import type {
  EvaluationDetail,
  MemberEvaluations,
  MyEvaluations,
} from '@quadro/contract/evaluation-calls';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { cycleOf, thisYear } from './evaluation-cycle.service.ts';
import { peopleOf } from './evaluation-people.ts';
import {
  detailOf,
  type Evaluation,
  evaluationNotFound,
  readable,
  readableEvaluation,
} from './evaluation-reads.ts';
import { toEvaluationRow } from './evaluation-view.ts';
import * as repository from './evaluations.repository.ts';

/** One evaluation, to its employee (not while suspended) or to whoever manages it. */
export async function detail(
  ctx: ServiceContext,
  actor: Actor,
  query: { id: string },
): Promise<EvaluationDetail> {
  return detailOf(ctx, await readableEvaluation(ctx, requireSignedIn(actor), query.id));
}

/** The person's evaluations with what the viewer is to each, newest first. */
async function evaluationsOf(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  years: { upTo?: number; only?: number },
): Promise<Evaluation[]> {
  const rows = await repository.evaluationsOfPerson(ctx.db, userId, years);
  const people = await peopleOf(ctx.db, requireSignedIn(actor), rows);
  return rows.flatMap((row) => {
    const found = people.get(row.id);
    return found ? [{ row, people: found }] : [];
  });
}

async function feedbackAskedOf(ctx: ServiceContext, userId: string) {
  const requests = await repository.openRequestsAskedOf(ctx.db, userId);
  const names = await repository.namesOf(ctx.db, [
    ...new Set(requests.flatMap((request) => [request.memberId, request.askedBy])),
  ]);
  const person = (id: string) => ({ id, name: names.get(id) ?? '' });
  return requests.map((request) => ({
    id: request.id,
    member: person(request.memberId),
    year: request.year,
    askedBy: person(request.askedBy),
    anonymous: request.anonymous,
  }));
}

/**
 * The user's latest evaluation up to this year (none while it is suspended), their published
 * ones and the feedback asked of them.
 */
export async function mine(ctx: ServiceContext, actor: Actor): Promise<MyEvaluations> {
  const { userId } = requireSignedIn(actor);
  const year = thisYear(ctx);
  const own = await evaluationsOf(ctx, actor, userId, { upTo: year });
  const [latest] = own;
  const current = latest && readable(latest) ? latest : undefined;
  const published = own.filter((found) => found.row.state === 'Published');
  const goals = await repository.goalsOf(
    ctx.db,
    published.map((found) => found.row.id),
  );
  return {
    cycle: await cycleOf(ctx, current?.row.year ?? year),
    current: current ? await detailOf(ctx, current) : null,
    published: published.map(({ row, people }) => {
      const line = toEvaluationRow(
        row,
        goals.filter((goal) => goal.evaluationId === row.id),
        people,
      );
      return {
        id: line.id,
        year: line.year,
        state: line.state,
        team: line.team,
        selfScore: line.selfScore,
        finalScore: line.finalScore,
        acknowledged: line.acknowledged,
      };
    }),
    feedbackRequests: await feedbackAskedOf(ctx, userId),
  };
}

/**
 * A member's evaluations the user may read, newest first, of a year and a team (the member's team
 * that year) when asked; one's own only once published. None: not found.
 */
export async function member(
  ctx: ServiceContext,
  actor: Actor,
  query: { memberId: string; teamId?: string | undefined; year?: number | undefined },
): Promise<MemberEvaluations> {
  const found = await evaluationsOf(
    ctx,
    actor,
    query.memberId,
    query.year === undefined ? {} : { only: query.year },
  );
  const shown = found.filter(
    ({ row, people }) =>
      (people.manages || (people.own && row.state === 'Published')) &&
      (query.teamId === undefined || people.team?.id === query.teamId),
  );
  const [first] = shown;
  if (!first) throw evaluationNotFound();
  return {
    member: first.people.member,
    evaluations: await Promise.all(shown.map((evaluation) => detailOf(ctx, evaluation))),
  };
}
