import type { Client } from '@quadro/contract/clients';
import { useQueryClient } from '@tanstack/react-query';
import { clientsQuery } from './get-clients.ts';
import { withoutClientQuery } from './get-employees-without-client.ts';

/**
 * Spec §4 generic table: a new entry goes on top, an edited one is replaced where it stands, a
 * removed one leaves; the list is not re-sorted under the user's eyes.
 */
export function useTableCache() {
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
