import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

function fileForm(file: File): FormData {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return formData;
}

/** POST /api/employees/import/preview: every row checked, nobody created. */
export function previewEmployeeImport(file: File) {
  return apiRequest(PEOPLE_ENDPOINTS.previewEmployeeImport, { formData: fileForm(file) });
}

/** POST /api/employees/import: every row created and invited, or none. */
export function importEmployees(file: File) {
  return apiRequest(PEOPLE_ENDPOINTS.importEmployees, { formData: fileForm(file) });
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
