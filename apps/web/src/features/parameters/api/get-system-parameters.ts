import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/system-parameters (hr): every parameter with its value, default and last change. */
export function getSystemParameters() {
  return apiRequest(PARAMETERS_ENDPOINTS.listSystemParameters);
}

export const systemParametersQuery = queryOptions({
  queryKey: ['system-parameters'],
  queryFn: getSystemParameters,
});

export function useSystemParameters() {
  return useQuery(systemParametersQuery);
}
