import { TRANSPORTS_ENDPOINTS } from '@quadro/contract/transports.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { useTableCache } from './transport-cache.ts';

export function useRemoveTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(
        TRANSPORTS_ENDPOINTS.removeTransport,
        { params: { id } },
        { redirectOnNotFound: false },
      ),
    onSuccess: async (result, id) => {
      await cache.remove(id);
      toastAnswer(result);
      onDone();
    },
  });
}
