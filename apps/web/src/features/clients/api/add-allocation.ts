import type { AllocationInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useAddAllocation(clientId: string, onDone: () => void) {
  return useAllocationMutation(
    (input: AllocationInput) =>
      apiRequest(CLIENTS_ENDPOINTS.addAllocation, { params: { id: clientId }, body: input }),
    TABLE_MESSAGES.saved,
    onDone,
  );
}
