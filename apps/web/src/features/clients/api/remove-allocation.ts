import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAllocationMutation } from './client-cache.ts';

export function useRemoveAllocation(onDone: () => void) {
  return useAllocationMutation(
    (id: string) => apiRequest(CLIENTS_ENDPOINTS.removeAllocation, { params: { id } }),
    TABLE_MESSAGES.removed,
    onDone,
    false,
  );
}
