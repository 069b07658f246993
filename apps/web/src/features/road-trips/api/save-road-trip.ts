import type { NewRoadTrip } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** POST (new) or PUT (with its id) /api/travels/road-trips; refusals go under their fields. */
export function useSaveRoadTrip() {
  return useAppMutation({
    mutationFn: ({ id, trip }: { id: string | undefined; trip: NewRoadTrip }) =>
      id
        ? apiRequest(ROAD_TRIPS_ENDPOINTS.updateRoadTrip, { body: { ...trip, id } })
        : apiRequest(ROAD_TRIPS_ENDPOINTS.createRoadTrip, { body: trip }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
