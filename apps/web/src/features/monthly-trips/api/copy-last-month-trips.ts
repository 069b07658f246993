import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { invalidates } from '../../../components/travels/travel-keys.ts';

/** POST /api/travels/monthly-trips/copy-last-month {month}: a refusal is the server's toast. */
export function useCopyLastMonthTrips() {
  return useAppMutation({
    mutationFn: (month: string) =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.copyLastMonthTrips, { body: { month } }),
    invalidates,
    onSuccess: toastAnswer,
  });
}
