import { travelPassTotalsSchema } from '@quadro/contract/travel-passes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { travelPassKeys } from './travel-pass-keys.ts';

/** A year's approved passes per employee and month, one page, with the company's totals. */
export function useTravelPassTotals(query: {
  year: number;
  search: string;
  page: number;
  pageSize: number;
}) {
  const params = new URLSearchParams({
    year: String(query.year),
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) params.set('search', query.search);
  return useQuery({
    queryKey: [...travelPassKeys.totals, query],
    queryFn: () =>
      apiRequest(`/api/travel-pass/totals?${params}`, { schema: travelPassTotalsSchema }),
    placeholderData: keepPreviousData,
  });
}
