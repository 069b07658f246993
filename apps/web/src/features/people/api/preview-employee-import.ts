import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { fileForm } from './employee-import-form.ts';

/** POST /api/employees/import/preview: every row checked, nobody created. */
export function previewEmployeeImport(file: File) {
  return apiRequest(PEOPLE_ENDPOINTS.previewEmployeeImport, { formData: fileForm(file) });
}

/** The dialog shows a refused file itself, beside the file it names. */
export function usePreviewEmployeeImport() {
  return useAppMutation({ mutationFn: previewEmployeeImport, inlineError: true });
}
