import { endpointUrl } from '@quadro/contract/endpoint';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/work-maps/export?month=&format=, saved under the server's file name. */
export function useExportWorkMaps() {
  return useAppMutation({
    mutationFn: async ({ month, format }: { month: string; format: 'csv' | 'xlsx' }) => {
      const file = await apiDownload(
        endpointUrl(WORK_MAPS_ENDPOINTS.allWorkMapTotals, { query: { month, format } }),
        `work-maps-${month}.${format}`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
