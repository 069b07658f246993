import type { LinkRoadTrip } from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** PUT /api/travels/road-trips/link: finance links a trip to its client and project. */
export function useLinkRoadTrip() {
  return useAppMutation({
    mutationFn: (link: LinkRoadTrip) =>
      apiRequest(ROAD_TRIPS_ENDPOINTS.linkRoadTrip, { body: link }),
    invalidates,
    inlineError: true,
    onSuccess: toastAnswer,
  });
}
