import { type TransportInput, transportResultSchema } from '@quadro/contract/transports';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastMessage, useTableCache } from './transport-cache.ts';

export function useCreateTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: (input: TransportInput) =>
      apiRequest('/api/transports', { method: 'POST', json: input, schema: transportResultSchema }),
    inlineError: true,
    onSuccess: async (result) => {
      await cache.addOnTop(result.transport);
      toastMessage(result);
      onDone();
    },
  });
}
