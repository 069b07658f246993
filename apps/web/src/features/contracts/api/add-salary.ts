import { CONTRACT_MESSAGES, type SalaryInput } from '@quadro/contract/contracts';
import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { payOf } from './contract-keys.ts';

/** POST /api/salary (hr). */
export function addSalary(input: SalaryInput) {
  return apiRequest(CONTRACTS_ENDPOINTS.addSalary, { body: input });
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
