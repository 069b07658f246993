import { MONTHLY_TRIPS_ENDPOINTS } from '@quadro/contract/monthly-trips.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { monthlyTripKeys } from './monthly-trip-keys.ts';

/** GET /api/travels/requires-attention-number: late months and justifications waiting (badge). */
export const tripAttentionQuery = queryOptions({
  queryKey: monthlyTripKeys.attention,
  queryFn: () => apiRequest(MONTHLY_TRIPS_ENDPOINTS.requiresAttentionNumber),
});
