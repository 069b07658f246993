import {
  type ManageRoadTripsPage,
  type ManageRoadTripsQuery,
  ROAD_TRIP_MESSAGES,
  type RoadTripApproval,
} from '@quadro/contract/road-trips';
import { approvalLevelsOf } from '../../platform/approvals/approval-levels-view.ts';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { roadTripApproval } from './road-trip.approvable.ts';
import { isTravelApprover } from './road-trips.policy.ts';
import * as repository from './road-trips.repository.ts';
import { withReceipts } from './road-trips.service.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

/** Finance's road trips of a year or a month: sent or decided, waiting ones first. */
export async function manageRoadTrips(
  ctx: ServiceContext,
  actor: Actor,
  query: ManageRoadTripsQuery,
): Promise<ManageRoadTripsPage> {
  assertApprover(actor);
  const [rows, counted] = await Promise.all([
    repository.listManagedTrips(ctx.db, {
      ...query,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repository.countManagedTrips(ctx.db, query),
  ]);
  const [trips, levels] = await Promise.all([
    withReceipts(ctx, rows),
    approvalLevelsOf(
      ctx,
      roadTripApproval,
      rows.map(({ trip }) => trip),
    ),
  ]);
  return {
    items: trips.map((trip) => ({ ...trip, approvalLevels: levels.get(trip.id) })),
    total: counted.total,
    page: query.page,
    pageSize: query.pageSize,
    approvedTotal: counted.approvedTotal,
    unlinkedTotal: counted.unlinkedTotal,
  };
}

/** GET /api/travels/road-trips/pending-number: road trips waiting for the signed-in decider. */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertApprover(actor);
  return countPending(ctx, actor, roadTripApproval);
}

/** PUT /api/travels/road-trips/approval: approve, or reject with a reason; never one's own. */
export async function decideRoadTrips(
  ctx: ServiceContext,
  actor: Actor,
  input: RoadTripApproval,
): Promise<{ message: string; decided: number }> {
  assertApprover(actor);
  const decided = await decideSelected(ctx, actor, roadTripApproval, input);
  return {
    message:
      input.decision === 'approve' ? ROAD_TRIP_MESSAGES.approved : ROAD_TRIP_MESSAGES.rejected,
    decided: decided.filter((item) => item.moved).length,
  };
}
