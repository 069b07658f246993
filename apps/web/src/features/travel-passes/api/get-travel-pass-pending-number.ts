import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Spec §7 GET /api/travel-pass/pending-number: reads a number (menu badge). */
export const travelPassPendingQuery = queryOptions({
  queryKey: travelPassKeys.pending,
  queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.pendingNumber),
});
