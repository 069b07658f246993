import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import type { EmployeeFilters } from './get-employees.ts';

/** Hands the text to the browser as a file download. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** GET /api/employees/export?format=csv&<the table's filters and sort>. */
export async function exportEmployeesCsv(filters: EmployeeFilters) {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'page_size') {
      params.set(key, String(value));
    }
  }
  const csv = await apiRequest<string>(`/api/employees/export?${params}`);
  // The browser's text decoding drops the server's byte-order mark: put it back for spreadsheets.
  saveFile(`\uFEFF${String(csv).replace(/^\uFEFF/, '')}`, 'employees.csv');
}

export function useExportEmployeesCsv() {
  return useAppMutation({ mutationFn: exportEmployeesCsv });
}
