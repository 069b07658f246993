import { endpointUrl } from '@quadro/contract/endpoint';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/travels/totals/export?year=&format=, saved under the server's file name. */
export function useExportTravelTotals() {
  return useAppMutation({
    mutationFn: async ({ year, format }: { year: number; format: 'csv' | 'xlsx' }) => {
      const file = await apiDownload(
        endpointUrl(TRAVELS_ENDPOINTS.exportYearTotals, { query: { year, format } }),
        `travels-${year}.${format}`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
