import type { TripJustificationsQuery } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { monthlyTripKeys } from './monthly-trip-keys.ts';

/** GET /api/travels/monthly-trips-justification: finance's month, one row per employee. */
export function useTripJustifications(query: TripJustificationsQuery) {
  return useQuery({
    queryKey: [...monthlyTripKeys.justifications, query],
    queryFn: () => apiRequest(MONTHLY_TRIPS_ENDPOINTS.tripJustifications, { query }),
    placeholderData: keepPreviousData,
  });
}
