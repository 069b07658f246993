import { travelPassTotalsSchema } from '@quadro/contract/travel-passes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { travelPassKeys } from './travel-pass-queries.ts';

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

/** GET /api/travel-pass/totals/export?year=&format=, saved under the server's file name. */
export function useExportTravelPassTotals() {
  return useAppMutation({
    mutationFn: async ({ year, format }: { year: number; format: 'csv' | 'xlsx' }) => {
      const file = await apiDownload(
        `/api/travel-pass/totals/export?year=${year}&format=${format}`,
        `travel-passes-${year}.${format}`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
