import type { RoadTrip } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { bulkDecision } from '../../../components/approval/bulk-decision.ts';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** PUT /api/travels/road-trips/approval {ids, decision, reason}: all or none. */
export const roadTripDecisions: ApprovalDecisions<RoadTrip, { message: string }> = {
  call: (action, trips, reason) =>
    apiRequest(ROAD_TRIPS_ENDPOINTS.decideRoadTrips, {
      body: bulkDecision(
        action,
        trips.map((trip) => trip.id),
        reason,
      ),
    }),
  invalidates,
  successText: (answer) => answer.message,
};
