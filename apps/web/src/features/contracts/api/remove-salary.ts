import { CONTRACT_MESSAGES } from '@quadro/contract/contracts';
import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { payOf } from './contract-keys.ts';

/** DELETE /api/salary/:id (hr). */
export function removeSalary(id: string) {
  return apiRequest(CONTRACTS_ENDPOINTS.removeSalary, { params: { id } });
}

export function useRemoveSalary(employeeId: string, onSuccess: () => void) {
  return useAppMutation({
    mutationFn: removeSalary,
    invalidates: payOf(employeeId),
    successMessage: CONTRACT_MESSAGES.salaryDeleted,
    onSuccess,
  });
}
