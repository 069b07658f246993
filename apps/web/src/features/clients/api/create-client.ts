import type { ClientInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { useTableCache } from './client-cache.ts';

export function useCreateClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: (input: ClientInput) => apiRequest(CLIENTS_ENDPOINTS.createClient, { body: input }),
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: (client) => {
      cache.addOnTop(client);
      onDone();
    },
  });
}
