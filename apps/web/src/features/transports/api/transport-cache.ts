import type { Transport } from '@quadro/contract/transports';
import { useQueryClient } from '@tanstack/react-query';
import { transportKeys } from './transport-keys.ts';

/**
 * Spec §4 generic table, on the list the page shows (its search): a new entry goes on top, an
 * edited one is replaced where it stands, a removed one leaves; the list is not re-sorted under the
 * user's eyes. Lists of other searches are refetched when next shown.
 */
export function useTableCache(search: string) {
  const queryClient = useQueryClient();
  const shown = transportKeys.list(search);
  const change = (edit: (transports: Transport[]) => Transport[]) => {
    queryClient.setQueryData(shown, (transports: Transport[] | undefined) =>
      edit(transports ?? []),
    );
    return queryClient.invalidateQueries({
      queryKey: transportKeys.all,
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(shown),
      refetchType: 'none',
    });
  };
  return {
    addOnTop: (transport: Transport) => change((transports) => [transport, ...transports]),
    replace: (transport: Transport) =>
      change((transports) =>
        transports.map((item) => (item.id === transport.id ? transport : item)),
      ),
    remove: (id: string) => change((transports) => transports.filter((item) => item.id !== id)),
  };
}
