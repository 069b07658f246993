import { endpointUrl } from '@quadro/contract/endpoint';
import { PROJECT_SUMMARY_ENDPOINTS } from '@quadro/contract/project-summary.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/projects/:id/summary-executive/export, saved under the server's file name. */
export function useExportExecutiveSummary() {
  return useAppMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) => {
      const file = await apiDownload(
        endpointUrl(PROJECT_SUMMARY_ENDPOINTS.exportSummaryExecutive, { params: { id } }),
        `executive-summary-${code}.xlsx`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
