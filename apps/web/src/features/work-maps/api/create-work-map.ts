import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { WorkMapDetails } from '@quadro/contract/work-maps';
import { useQueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { send } from './work-map-change.ts';
import { workMapKeys } from './work-map-keys.ts';

export function useCreateWorkMap(onCreated: (map: WorkMapDetails) => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (month: string) => send('/api/work-maps', 'POST', { month }),
    invalidates: [workMapKeys.mine],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: (map) => {
      queryClient.setQueryData(workMapKeys.one(map.id), map);
      onCreated(map);
    },
  });
}
