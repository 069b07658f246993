import type { ContractInput } from '@quadro/contract/contracts';
import { CONTRACTS_ENDPOINTS } from '@quadro/contract/contracts.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { payOf } from './contract-keys.ts';

/** POST /api/contracts (hr): the previous contract ends on the new one's start. */
export function addContract(input: ContractInput) {
  return apiRequest(CONTRACTS_ENDPOINTS.addContract, { body: input });
}

export function useAddContract(employeeId: string, onSuccess: () => void) {
  return useAppMutation({
    mutationFn: addContract,
    invalidates: payOf(employeeId),
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess,
  });
}
