import type { TripLimitInput, TripLimitsQuery } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { useTripLimitCache } from './trip-limit-cache.ts';

/** POST (new) or PUT (with its id) /api/travels/trip-limits; refusals go under fields. */
export function useSaveTripLimit(query: TripLimitsQuery, onDone: () => void) {
  const cache = useTripLimitCache(query);
  return useAppMutation({
    mutationFn: ({ id, limit }: { id?: string; limit: TripLimitInput }) =>
      id
        ? apiRequest(MONTHLY_TRIPS_ENDPOINTS.updateTripLimit, { body: { ...limit, id } })
        : apiRequest(MONTHLY_TRIPS_ENDPOINTS.addTripLimit, { body: limit }),
    inlineError: true,
    onSuccess: async (result, { id }) => {
      await (id ? cache.replace(result.limit) : cache.addOnTop(result.limit));
      toastAnswer(result);
      onDone();
    },
  });
}
