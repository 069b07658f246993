import type {
  EvaluationManageList,
  EvaluationManageQuery,
  EvaluationStateCounts,
} from '@quadro/contract/evaluation-calls';
import { EVALUATION_STATES, hasPermissionToManageMember } from '@quadro/contract/evaluation-rules';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { isCto } from './evaluation-access.ts';
import * as repository from './evaluation-list.repository.ts';
import { type ListViewer, toEvaluationRow } from './evaluation-row-view.ts';
import { isTeamReader } from './teams.policy.ts';

export const yearOf = (ctx: ServiceContext, year: number | undefined) =>
  year ?? Number(companyNow(ctx).date.slice(0, 4));

export const stateCountsOf = (counts: ReadonlyMap<string, number>): EvaluationStateCounts =>
  Object.fromEntries(
    EVALUATION_STATES.map((state) => [state, counts.get(state) ?? 0]),
  ) as EvaluationStateCounts;

/**
 * What the user is to a listed member: the member themselves, or who manages them (the CTO every
 * one, an evaluator those of the teams they evaluate: the only ones the list holds them).
 */
export function managerOf(actor: Actor) {
  const signedIn = requireSignedIn(actor);
  const { userId } = signedIn;
  const cto = isCto(signedIn);
  return {
    evaluatorId: cto ? undefined : userId,
    viewerOf: (memberId: string): ListViewer => ({
      own: memberId === userId,
      manages: hasPermissionToManageMember({
        actorId: userId,
        isCto: cto,
        memberId,
        evaluatorIds: [userId],
      }),
    }),
  };
}

/** A year's evaluations of the teams the user evaluates (the CTO: all), a page by member name. */
export async function manageEvaluations(
  ctx: ServiceContext,
  actor: Actor,
  query: EvaluationManageQuery,
): Promise<EvaluationManageList> {
  if (!isTeamReader(actor)) throw forbidden();
  const manager = managerOf(actor);
  const filter = {
    year: yearOf(ctx, query.year),
    evaluatorId: manager.evaluatorId,
    teamId: query.teamId,
    state: query.state,
    search: query.search,
  };
  const [rows, counts] = await Promise.all([
    repository.listEvaluations(ctx.db, {
      ...filter,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countEvaluationsByState(ctx.db, filter),
  ]);
  const stateCounts = stateCountsOf(counts);
  const total = query.state
    ? stateCounts[query.state]
    : Object.values(stateCounts).reduce((sum, count) => sum + count, 0);
  return {
    items: rows.map((row) => toEvaluationRow(row, manager.viewerOf(row.memberId))),
    total,
    page: query.page,
    pageSize: query.pageSize,
    year: filter.year,
    counts: stateCounts,
  };
}
