import type { TripLimitsQuery } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { useTripLimitCache } from './trip-limit-cache.ts';

/** DELETE /api/travels/trip-limits {id}. */
export function useRemoveTripLimit(query: TripLimitsQuery, onDone: () => void) {
  const cache = useTripLimitCache(query);
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.removeTripLimit, { body: { id } }),
    onSuccess: async (result, id) => {
      await cache.remove(id);
      toastAnswer(result);
      onDone();
    },
  });
}
