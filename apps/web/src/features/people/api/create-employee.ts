import type { EmployeeInput } from '@quadro/contract/employees';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** POST /api/employees (hr): the new employee gets an invitation e-mail. */
export function createEmployee(input: EmployeeInput) {
  return apiRequest(PEOPLE_ENDPOINTS.createEmployee, { body: input });
}

/** Refusals show under the fields, not as a toast. */
export function useCreateEmployee(onSuccess: (created: { id: string }) => void) {
  return useAppMutation({
    mutationFn: createEmployee,
    invalidates: [['employees']],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess,
  });
}
