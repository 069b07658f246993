import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useRemoveAllocation(onDone: () => void) {
  return useAllocationMutation(
    (id: string) => apiRequest(`/api/clients/allocations/${id}`, { method: 'DELETE' }),
    TABLE_MESSAGES.removed,
    onDone,
    false,
  );
}
