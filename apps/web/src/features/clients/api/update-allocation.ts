import type { AllocationInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useUpdateAllocation(onDone: () => void) {
  return useAllocationMutation(
    ({ id, ...input }: AllocationInput & { id: string }) =>
      apiRequest(CLIENTS_ENDPOINTS.updateAllocation, { params: { id }, body: input }),
    TABLE_MESSAGES.updated,
    onDone,
  );
}
