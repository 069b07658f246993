import { type EndpointQuery, endpointUrl } from '@quadro/contract/endpoint';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import type { EmployeeFilters } from './get-employees.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/employees/export?format=…&<the table's filters and sort>, saved as a file. */
export async function exportEmployees({
  format,
  filters,
}: {
  format: ExportFormat;
  filters: EmployeeFilters;
}) {
  const { page: _page, page_size: _pageSize, ...tableFilters } = filters;
  // The filters come from the page's URL as they are; the API validates them.
  const query = { ...tableFilters, format } as EndpointQuery<
    typeof PEOPLE_ENDPOINTS.exportEmployees
  >;
  const file = await apiDownload(
    endpointUrl(PEOPLE_ENDPOINTS.exportEmployees, { query }),
    `employees.${format}`,
  );
  saveDownload(file.blob, file.fileName);
}

export function useExportEmployees() {
  return useAppMutation({ mutationFn: exportEmployees });
}
