import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

/** GET /api/work-maps/attention: maps not created or In Modification, this month and last. */
export const workMapAttentionQuery = queryOptions({
  queryKey: [...workMapKeys.all, 'attention'],
  queryFn: () => apiRequest(WORK_MAPS_ENDPOINTS.workMapAttention),
});
