import {
  type ManageTravelPassQuery,
  manageTravelPassPageSchema,
} from '@quadro/contract/travel-passes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** Finance's month of passes. */
export function useManageTravelPasses(
  query: Pick<ManageTravelPassQuery, 'month' | 'page' | 'pageSize'> & {
    status: string;
    search: string;
  },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...travelPassKeys.manage, query],
    queryFn: () =>
      apiRequest(`/api/travel-pass/manage?${params}`, { schema: manageTravelPassPageSchema }),
    placeholderData: keepPreviousData,
  });
}
