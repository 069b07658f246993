import {
  type ManageRoadTripsPage,
  type ManageRoadTripsQuery,
  ROAD_TRIP_MESSAGES,
  type RoadTripApproval,
} from '@quadro/contract/road-trips';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { queuePage } from '../../platform/approvals/queue-page.ts';
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
  const { page, counted } = await queuePage(ctx, roadTripApproval, {
    page: query.page,
    pageSize: query.pageSize,
    status: query.status,
    filters: repository.tripQueueFilters(query),
    rows: repository.tripQueueRows,
    orderBy: repository.tripQueueOrder,
    count: repository.tripQueueCount,
    itemOf: (row) => row.trip,
    items: async (rows, levels) =>
      (await withReceipts(ctx, rows)).map((trip) => ({
        ...trip,
        approvalLevels: levels.get(trip.id),
      })),
  });
  return {
    ...page,
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
