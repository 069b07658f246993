import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/pending-number: what waits for a decision (menu badge, dashboard). */
export const vacationPendingQuery = queryOptions({
  queryKey: vacationKeys.pending,
  queryFn: () => apiRequest(VACATIONS_ENDPOINTS.pendingNumber),
});
