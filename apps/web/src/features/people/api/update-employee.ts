import type { EmployeeInput } from '@quadro/contract/employees';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** PUT /api/employees/:id (hr). */
export function updateEmployee({ id, ...input }: EmployeeInput & { id: string }) {
  return apiRequest(PEOPLE_ENDPOINTS.updateEmployee, { params: { id }, body: input });
}

export function useUpdateEmployee(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: updateEmployee,
    invalidates: [['employees']],
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess,
  });
}
