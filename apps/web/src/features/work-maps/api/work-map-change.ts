import type { WorkMapDetails } from '@quadro/contract/work-maps';
import { useQueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { workMapKeys } from './work-map-keys.ts';

/** What a change to one map can move beyond the map itself, which its answer replaces. */
export const mapListKeys = [
  workMapKeys.mine,
  [...workMapKeys.all, 'table'],
  [...workMapKeys.all, 'attention'],
] as const;

/** Every change answers the whole map: it replaces the cached one, and lists refetch. */
export function useMapChange<Variables>(
  call: (variables: Variables) => Promise<WorkMapDetails>,
  options: { successMessage?: string; inlineError?: boolean; onDone?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: call,
    invalidates: mapListKeys,
    successMessage: options.successMessage,
    inlineError: options.inlineError ?? false,
    onSuccess: (map) => {
      queryClient.setQueryData(workMapKeys.one(map.id), map);
      options.onDone?.();
    },
  });
}
