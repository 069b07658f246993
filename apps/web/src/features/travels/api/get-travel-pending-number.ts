import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelKeys } from './travel-keys.ts';

/** GET /api/travels/pending-number: the months waiting for the signed-in decider (menu badge). */
export const travelPendingQuery = queryOptions({
  queryKey: travelKeys.pending,
  queryFn: () => apiRequest(TRAVELS_ENDPOINTS.pendingNumber),
});
