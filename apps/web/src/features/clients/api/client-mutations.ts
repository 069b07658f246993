import {
  type AllocationInput,
  type Client,
  type ClientInput,
  clientAllocationSchema,
  clientSchema,
} from '@quadro/contract/clients';
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

export function useRemoveClient(onDone: () => void) {
  const cache = useTableCache();
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(`/api/clients/${id}`, { method: 'DELETE' }),
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
      apiRequest(`/api/clients/${clientId}/allocations`, {
        method: 'POST',
        json: input,
        schema: clientAllocationSchema,
      }),
    TABLE_MESSAGES.saved,
    onDone,
  );
}

export function useUpdateAllocation(onDone: () => void) {
  return useAllocationMutation(
    ({ id, ...input }: AllocationInput & { id: string }) =>
      apiRequest(`/api/clients/allocations/${id}`, {
        method: 'PUT',
        json: input,
        schema: clientAllocationSchema,
      }),
    TABLE_MESSAGES.updated,
    onDone,
  );
}

export function useRemoveAllocation(onDone: () => void) {
  return useAllocationMutation(
    (id: string) => apiRequest(`/api/clients/allocations/${id}`, { method: 'DELETE' }),
    TABLE_MESSAGES.removed,
    onDone,
    false,
  );
}
