import {
  CONTRACT_MESSAGES,
  type SalaryInput,
  salaryCreatedSchema,
} from '@quadro/contract/contracts';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { payOf } from './contract-keys.ts';

/** POST /api/salary (hr). */
export function addSalary(input: SalaryInput) {
  return apiRequest('/api/salary', { method: 'POST', json: input, schema: salaryCreatedSchema });
}

export function useAddSalary(employeeId: string, onSuccess: () => void) {
  return useAppMutation({
    mutationFn: addSalary,
    invalidates: payOf(employeeId),
    successMessage: CONTRACT_MESSAGES.salaryCreated,
    inlineError: true,
    onSuccess,
  });
}
