import type { AllocationInput, Client, ClientInput } from '@quadro/contract/clients';
import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { clientsQuery, withoutClientQuery } from './clients-queries.ts';

/**
 * Spec §4 generic table: a new entry goes on top, an edited one is replaced where it stands, a
 * removed one leaves; the list is not re-sorted under the user's eyes.
 */
function useTableCache() {
  const queryClient = useQueryClient();
  const update = (change: (clients: Client[]) => Client[]) =>
    queryClient.setQueryData(clientsQuery.queryKey, (clients) => change(clients ?? []));
  return {
    addOnTop: (client: Client) => update((clients) => [client, ...clients]),
    replace: (client: Client) =>
      update((clients) => clients.map((item) => (item.id === client.id ? client : item))),
    remove: (id: string) => update((clients) => clients.filter((item) => item.id !== id)),
    refreshAllocations: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withoutClientQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
      ]),
  };
}

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

/** Allocation changes refetch the client's row and the without-client list. */
function useAllocationMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  successMessage: string,
  onDone: () => void,
  inlineError = true,
) {
  return useAppMutation({
    mutationFn,
    invalidates: [clientsQuery.queryKey, ['employees']],
    successMessage,
    inlineError,
    onSuccess: onDone,
  });
}

export function useAddAllocation(clientId: string, onDone: () => void) {
  return useAllocationMutation(
    (input: AllocationInput) =>
      apiRequest(CLIENTS_ENDPOINTS.addAllocation, { params: { id: clientId }, body: input }),
    TABLE_MESSAGES.saved,
    onDone,
  );
}

export function useUpdateAllocation(onDone: () => void) {
  return useAllocationMutation(
    ({ id, ...input }: AllocationInput & { id: string }) =>
      apiRequest(CLIENTS_ENDPOINTS.updateAllocation, { params: { id }, body: input }),
    TABLE_MESSAGES.updated,
    onDone,
  );
}

export function useRemoveAllocation(onDone: () => void) {
  return useAllocationMutation(
    (id: string) => apiRequest(CLIENTS_ENDPOINTS.removeAllocation, { params: { id } }),
    TABLE_MESSAGES.removed,
    onDone,
    false,
  );
}
