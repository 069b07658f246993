import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { monthlyTripKeys } from './monthly-trip-keys.ts';

/** GET /api/travels/monthly-trips?month=: the signed-in employee's trips of a month. */
export function useMonthlyTrips(month: string | undefined) {
  return useQuery({
    queryKey: monthlyTripKeys.month(month ?? ''),
    queryFn: () =>
      apiRequest(MONTHLY_TRIPS_ENDPOINTS.monthlyTrips, { query: { month: month ?? '' } }),
    enabled: month !== undefined,
    placeholderData: keepPreviousData,
  });
}
