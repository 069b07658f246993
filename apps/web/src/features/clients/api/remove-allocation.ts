import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { dropAllocation, refreshAllocationCounts } from './allocation-cache.ts';

export function useRemoveAllocation(clientId: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(CLIENTS_ENDPOINTS.removeAllocation, { params: { id } }),
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: async (_answer, id) => {
      dropAllocation(queryClient, clientId, id);
      await refreshAllocationCounts(queryClient);
    },
  });
}
