import { type TransportInput, transportResultSchema } from '@quadro/contract/transports';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastMessage, useTableCache } from './transport-cache.ts';

export function useUpdateTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: ({ id, ...input }: TransportInput & { id: string }) =>
      apiRequest(`/api/transports/${id}`, {
        method: 'PUT',
        json: input,
        schema: transportResultSchema,
        redirectOnNotFound: false,
      }),
    inlineError: true,
    onSuccess: async (result) => {
      await cache.replace(result.transport);
      toastMessage(result);
      onDone();
    },
  });
}
