import { endpointUrl } from '@quadro/contract/endpoint';
import type { TeamReportQuery } from '@quadro/contract/evaluation-calls';
import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/evaluations/team-report/export?teamId=&year=, saved under the server's file name. */
export function useExportTeamReport() {
  return useAppMutation({
    mutationFn: async (query: TeamReportQuery) => {
      const file = await apiDownload(
        endpointUrl(EVALUATIONS_ENDPOINTS.exportTeamReport, { query }),
        `team-report-${query.year}.xlsx`,
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}
