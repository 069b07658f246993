import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { useTableCache } from './client-cache.ts';

export function useRemoveClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(CLIENTS_ENDPOINTS.removeClient, { params: { id } }),
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: async (_, id) => {
      cache.remove(id);
      await cache.refreshAllocations();
      onDone();
    },
  });
}
