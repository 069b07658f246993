import { endpointUrl } from '@quadro/contract/endpoint';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
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
  return useQuery({
    queryKey: [...travelPassKeys.totals, query],
    queryFn: () => apiRequest(TRAVEL_PASSES_ENDPOINTS.yearTotals, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/travel-pass/totals/export?year=&format=, saved under the server's file name. */
export function useExportTravelPassTotals() {
  return useAppMutation({
    mutationFn: async ({ year, format }: { year: number; format: 'csv' | 'xlsx' }) => {
      const file = await apiDownload(
        endpointUrl(TRAVEL_PASSES_ENDPOINTS.allYearTotals, { query: { year, format } }),
        `travel-passes-${year}.${format}`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
