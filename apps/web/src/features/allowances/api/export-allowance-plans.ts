import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { type AllowanceTableFilters, allowanceQuery } from '../allowance-filters.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/allowances/export?…filters…&format=, saved under the server's file name. */
export async function exportAllowancePlans({
  filters,
  format,
}: {
  filters: Omit<AllowanceTableFilters, 'page'>;
  format: ExportFormat;
}) {
  const file = await apiDownload(
    endpointUrl(ALLOWANCES_ENDPOINTS.exportPlans, {
      query: Object.fromEntries(allowanceQuery(filters, { format })),
    }),
    `allowances-${filters.year ?? 'all'}.${format}`,
  );
  saveDownload(file.blob, file.fileName);
}

export function useExportAllowancePlans() {
  return useAppMutation({ mutationFn: exportAllowancePlans });
}
