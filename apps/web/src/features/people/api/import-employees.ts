import {
  employeeImportPreviewSchema,
  employeeImportResultSchema,
} from '@quadro/contract/employee-import';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

function fileForm(file: File): FormData {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return formData;
}

/** POST /api/employees/import/preview: every row checked, nobody created. */
export function previewEmployeeImport(file: File) {
  return apiRequest('/api/employees/import/preview', {
    method: 'POST',
    formData: fileForm(file),
    schema: employeeImportPreviewSchema,
  });
}

/** POST /api/employees/import: every row created and invited, or none. */
export function importEmployees(file: File) {
  return apiRequest('/api/employees/import', {
    method: 'POST',
    formData: fileForm(file),
    schema: employeeImportResultSchema,
  });
}

/** The dialog shows a refused file itself, beside the file it names. */
export function usePreviewEmployeeImport() {
  return useAppMutation({ mutationFn: previewEmployeeImport, inlineError: true });
}

export function useImportEmployees(onSuccess: (message: string) => void) {
  return useAppMutation({
    mutationFn: importEmployees,
    invalidates: [['employees']],
    inlineError: true,
    onSuccess: (result) => onSuccess(result.message),
  });
}
