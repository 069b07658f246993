import type { Transport, TransportInput } from '@quadro/contract/transports';
import { TRANSPORTS_ENDPOINTS } from '@quadro/contract/transports.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { transportKeys } from './transports-queries.ts';

/**
 * Spec §4 generic table, on the list the page shows (its search): a new entry goes on top, an
 * edited one is replaced where it stands, a removed one leaves; the list is not re-sorted under the
 * user's eyes. Lists of other searches are refetched when next shown.
 */
function useTableCache(search: string) {
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

/** Every answer carries the spec's sentence: it is the toast. */
const toastMessage = (result: { message: string }) => toast.success(result.message);

export function useCreateTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: (input: TransportInput) =>
      apiRequest(TRANSPORTS_ENDPOINTS.createTransport, { body: input }),
    inlineError: true,
    onSuccess: async (result) => {
      await cache.addOnTop(result.transport);
      toastMessage(result);
      onDone();
    },
  });
}

export function useUpdateTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: ({ id, ...input }: TransportInput & { id: string }) =>
      apiRequest(
        TRANSPORTS_ENDPOINTS.updateTransport,
        { params: { id }, body: input },
        { redirectOnNotFound: false },
      ),
    inlineError: true,
    onSuccess: async (result) => {
      await cache.replace(result.transport);
      toastMessage(result);
      onDone();
    },
  });
}

export function useRemoveTransport(search: string, onDone: () => void) {
  const cache = useTableCache(search);
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(
        TRANSPORTS_ENDPOINTS.removeTransport,
        { params: { id } },
        { redirectOnNotFound: false },
      ),
    onSuccess: async (result, id) => {
      await cache.remove(id);
      toastMessage(result);
      onDone();
    },
  });
}
