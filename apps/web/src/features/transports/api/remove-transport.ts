import { transportRemovedSchema } from '@quadro/contract/transports';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastMessage, useTableCache } from './transport-cache.ts';

export function useRemoveTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/transports/${id}`, {
        method: 'DELETE',
        schema: transportRemovedSchema,
        redirectOnNotFound: false,
      }),
    onSuccess: async (result, id) => {
      await cache.remove(id);
      toastMessage(result);
      onDone();
    },
  });
}
