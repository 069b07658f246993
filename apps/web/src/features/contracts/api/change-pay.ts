import {
  CONTRACT_MESSAGES,
  type ContractInput,
  type SalaryInput,
} from '@quadro/contract/contracts';
import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';

/** POST /api/contracts (hr): the previous contract ends on the new one's start. */
export function addContract(input: ContractInput) {
  return apiRequest(CONTRACTS_ENDPOINTS.addContract, { body: input });
}

/** POST /api/salary (hr). */
export function addSalary(input: SalaryInput) {
  return apiRequest(CONTRACTS_ENDPOINTS.addSalary, { body: input });
}

/** DELETE /api/salary/:id (hr). */
export function removeSalary(id: string) {
  return apiRequest(CONTRACTS_ENDPOINTS.removeSalary, { params: { id } });
}

const payOf = (employeeId: string) => [['pay', employeeId], ['employees']];

export function useAddContract(employeeId: string, onSuccess: () => void) {
  return useAppMutation({
    mutationFn: addContract,
    invalidates: payOf(employeeId),
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess,
  });
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

export function useRemoveSalary(employeeId: string, onSuccess: () => void) {
  return useAppMutation({
    mutationFn: removeSalary,
    invalidates: payOf(employeeId),
    successMessage: CONTRACT_MESSAGES.salaryDeleted,
    onSuccess,
  });
}
