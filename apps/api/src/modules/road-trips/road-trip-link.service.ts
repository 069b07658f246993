import {
  type LinkRoadTrip,
  ROAD_TRIP_MESSAGES,
  type RoadTripChoices,
  type RoadTripResult,
} from '@quadro/contract/road-trips';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { assertLinkable, roadTripChoices } from './road-trip-links.ts';
import { isTravelApprover } from './road-trips.policy.ts';
import * as repository from './road-trips.repository.ts';
import { roadTripNotFound, roadTripResult, tripFacts } from './road-trips.service.ts';

function assertApprover(actor: Actor): void {
  if (!isTravelApprover(actor)) throw forbidden();
}

/** GET /api/travels/road-trips/manage/choices: every client and project, names only. */
export function manageRoadTripChoices(ctx: ServiceContext, actor: Actor): Promise<RoadTripChoices> {
  assertApprover(actor);
  return roadTripChoices(ctx.db);
}

/**
 * PUT /api/travels/road-trips/link: finance links any trip, in any state, to its client and a
 * project of it (the trips whose old free text named none exactly); the old text goes.
 */
export async function linkRoadTrip(
  ctx: ServiceContext,
  actor: Actor,
  input: LinkRoadTrip,
): Promise<RoadTripResult> {
  assertApprover(actor);
  const link = { clientId: input.clientId, projectId: input.projectId ?? null };
  await withTransaction(ctx, async (tx) => {
    const trip = await repository.lockTrip(tx.db, input.id);
    if (!trip) throw roadTripNotFound();
    await assertLinkable(tx.db, link);
    await repository.updateTrip(tx.db, trip.id, {
      ...link,
      clientOrProject: null,
      updatedAt: tx.clock.now(),
    });
    await tx.audit({
      actor,
      action: 'road-trip.link',
      entityType: 'road_trips',
      entityId: trip.id,
      before: { ...tripFacts(trip), clientOrProject: trip.clientOrProject },
      after: tripFacts({ ...trip, ...link }),
    });
  });
  return roadTripResult(ctx, input.id, ROAD_TRIP_MESSAGES.linked);
}
