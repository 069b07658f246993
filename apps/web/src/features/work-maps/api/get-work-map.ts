import { workMapDetailsSchema } from '@quadro/contract/work-maps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { workMapKeys } from './work-map-keys.ts';

export const workMapQuery = (id: string) =>
  queryOptions({
    queryKey: workMapKeys.one(id),
    queryFn: () => apiRequest(`/api/work-maps/${id}`, { schema: workMapDetailsSchema }),
  });

export function useWorkMap(id: string) {
  return useQuery(workMapQuery(id));
}
