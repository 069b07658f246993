import { type ClientInput, clientSchema } from '@quadro/contract/clients';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { useTableCache } from './client-cache.ts';

export function useUpdateClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: ({ id, ...input }: ClientInput & { id: string }) =>
      apiRequest(`/api/clients/${id}`, { method: 'PUT', json: input, schema: clientSchema }),
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess: (client) => {
      cache.replace(client);
      onDone();
    },
  });
}
