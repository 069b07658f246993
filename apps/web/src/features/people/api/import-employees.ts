import { employeeImportResultSchema } from '@quadro/contract/employee-import';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { fileForm } from './employee-import-form.ts';

/** POST /api/employees/import: every row created and invited, or none. */
export function importEmployees(file: File) {
  return apiRequest('/api/employees/import', {
    method: 'POST',
    formData: fileForm(file),
    schema: employeeImportResultSchema,
  });
}

export function useImportEmployees(onSuccess: (message: string) => void) {
  return useAppMutation({
    mutationFn: importEmployees,
    invalidates: [['employees']],
    inlineError: true,
    onSuccess: (result) => onSuccess(result.message),
  });
}
