import { endpointUrl } from '@quadro/contract/endpoint';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

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
