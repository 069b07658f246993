import { type AllocationInput, clientAllocationSchema } from '@quadro/contract/clients';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useUpdateAllocation(onDone: () => void) {
  return useAllocationMutation(
    ({ id, ...input }: AllocationInput & { id: string }) =>
      apiRequest(`/api/clients/allocations/${id}`, {
        method: 'PUT',
        json: input,
        schema: clientAllocationSchema,
      }),
    TABLE_MESSAGES.updated,
    onDone,
  );
}
