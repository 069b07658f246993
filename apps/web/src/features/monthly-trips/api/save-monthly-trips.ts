import type { SaveMonthlyTrips } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** PUT /api/travels/monthly-trips: the month's trips, all of them; refusals go under fields. */
export function useSaveMonthlyTrips(onDone: () => void) {
  return useAppMutation({
    mutationFn: (trips: SaveMonthlyTrips) =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.saveMonthlyTrips, { body: trips }),
    invalidates,
    inlineError: true,
    onSuccess: (result) => {
      toastAnswer(result);
      onDone();
    },
  });
}
