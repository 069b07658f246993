import { type AllocationInput, clientAllocationSchema } from '@quadro/contract/clients';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useAddAllocation(clientId: string, onDone: () => void) {
  return useAllocationMutation(
    (input: AllocationInput) =>
      apiRequest(`/api/clients/${clientId}/allocations`, {
        method: 'POST',
        json: input,
        schema: clientAllocationSchema,
      }),
    TABLE_MESSAGES.saved,
    onDone,
  );
}
