import { OPERATIONS_ENDPOINTS } from '@quadro/contract/operations.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { OPERATIONS_REFRESH_MS, operationsKeys } from './operations-keys.ts';

/** GET /api/operations/jobs (admin): every scheduled job with its last run. */
export function getScheduledJobs() {
  return apiRequest(OPERATIONS_ENDPOINTS.listScheduledJobs);
}

export const scheduledJobsQuery = queryOptions({
  queryKey: operationsKeys.jobs(),
  queryFn: getScheduledJobs,
  refetchInterval: OPERATIONS_REFRESH_MS,
});

export function useScheduledJobs() {
  return useQuery(scheduledJobsQuery);
}
