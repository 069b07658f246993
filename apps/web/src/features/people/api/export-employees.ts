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
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'page_size') {
      params.set(key, String(value));
    }
  }
  const file = await apiDownload(`/api/employees/export?${params}`, `employees.${format}`);
  saveDownload(file.blob, file.fileName);
}

export function useExportEmployees() {
  return useAppMutation({ mutationFn: exportEmployees });
}
