import type { AuditTrailFilters } from '@quadro/contract/audit-trail';
import { AUDIT_TRAIL_ENDPOINTS } from '@quadro/contract/audit-trail.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

export type AuditExportFormat = 'csv' | 'xlsx';

/** GET /api/audit-trail/export?…filters…&format=, saved under the server's file name. */
export async function exportAuditEntries({
  filters,
  format,
}: {
  filters: AuditTrailFilters;
  format: AuditExportFormat;
}) {
  const file = await apiDownload(
    endpointUrl(AUDIT_TRAIL_ENDPOINTS.exportEntries, { query: { ...filters, format } }),
    `audit-trail.${format}`,
  );
  saveDownload(file.blob, file.fileName);
}

export function useExportAuditEntries() {
  return useAppMutation({ mutationFn: exportAuditEntries });
}
