import { endpointUrl } from '@quadro/contract/endpoint';
import { TRAVELS_ENDPOINTS } from '@quadro/contract/travels.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** Which zip: finance's month ('YYYY-MM') or the employee's own year. */
export type TravelZip = { month: string } | { year: number };

/**
 * GET /api/travels/zip-download?month= or /api/travels/zip-download/year?year=, saved under the
 * server's file name.
 */
export function useDownloadTravelZip() {
  return useAppMutation({
    mutationFn: async (zip: TravelZip) => {
      const file =
        'month' in zip
          ? await apiDownload(
              endpointUrl(TRAVELS_ENDPOINTS.monthZip, { query: { month: zip.month } }),
              `travels-${zip.month}.zip`,
            )
          : await apiDownload(
              endpointUrl(TRAVELS_ENDPOINTS.yearZip, { query: { year: zip.year } }),
              `travels-${zip.year}.zip`,
            );
      saveDownload(file.blob, file.fileName);
    },
  });
}
