import type { ClientInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { useTableCache } from './client-cache.ts';

export function useUpdateClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: ({ id, ...input }: ClientInput & { id: string }) =>
      apiRequest(CLIENTS_ENDPOINTS.updateClient, { params: { id }, body: input }),
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess: (client) => {
      cache.replace(client);
      onDone();
    },
  });
}
