import { type ClientInput, clientSchema } from '@quadro/contract/clients';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { useTableCache } from './client-cache.ts';

export function useCreateClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: (input: ClientInput) =>
      apiRequest('/api/clients', { method: 'POST', json: input, schema: clientSchema }),
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: (client) => {
      cache.addOnTop(client);
      onDone();
    },
  });
}
