import type { TransportInput } from '@quadro/contract/transports';
import { TRANSPORTS_ENDPOINTS } from '@quadro/contract/transports.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { useTableCache } from './transport-cache.ts';

export function useUpdateTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: ({ id, ...input }: TransportInput & { id: string }) =>
      apiRequest(
        TRANSPORTS_ENDPOINTS.updateTransport,
        { params: { id }, body: input },
        { redirectOnNotFound: false },
      ),
    inlineError: true,
    onSuccess: async (result) => {
      await cache.replace(result.transport);
      toastAnswer(result);
      onDone();
    },
  });
}
