import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** POST /api/travels/road-trips/send {ids}: all of them or none; a refusal is the server's toast. */
export function useSendRoadTrips(onDone: () => void) {
  return useAppMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(ROAD_TRIPS_ENDPOINTS.sendRoadTrips, { body: { ids } }),
    invalidates,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
