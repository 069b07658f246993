import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { fileForm } from './employee-import-form.ts';

/** POST /api/employees/import: every row created and invited, or none. */
export function importEmployees(file: File) {
  return apiRequest(PEOPLE_ENDPOINTS.importEmployees, { formData: fileForm(file) });
}

export function useImportEmployees(onSuccess: (message: string) => void) {
  return useAppMutation({
    mutationFn: importEmployees,
    invalidates: [['employees']],
    inlineError: true,
    onSuccess: (result) => onSuccess(result.message),
  });
}
