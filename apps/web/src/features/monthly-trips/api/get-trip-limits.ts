import type { TripLimitsQuery } from '@quadro/contract/monthly-trips';
import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { monthlyTripKeys } from './monthly-trip-keys.ts';

export const tripLimitsKey = (query: TripLimitsQuery) => [...monthlyTripKeys.limits, query];

/** GET /api/travels/trip-limits: one page, filtered and sorted. */
export function useTripLimits(query: TripLimitsQuery) {
  return useQuery({
    queryKey: tripLimitsKey(query),
    queryFn: () => apiRequest(MONTHLY_TRIPS_ENDPOINTS.listTripLimits, { query }),
    placeholderData: keepPreviousData,
  });
}
