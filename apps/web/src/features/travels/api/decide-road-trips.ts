import type { RoadTripApproval } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from './travel-keys.ts';

/** PUT /api/travels/road-trips/approval {ids, decision, reason}: all or none. */
export function useDecideRoadTrips(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: RoadTripApproval) =>
      apiRequest(ROAD_TRIPS_ENDPOINTS.decideRoadTrips, { body: decision }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
