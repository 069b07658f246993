import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { WorkMapDetails } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { workMapKeys } from './work-map-keys.ts';

export function useCreateWorkMap(onCreated: (map: WorkMapDetails) => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (month: string) =>
      apiRequest(WORK_MAPS_ENDPOINTS.createWorkMap, { body: { month } }),
    invalidates: [workMapKeys.mine],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: (map) => {
      queryClient.setQueryData(workMapKeys.one(map.id), map);
      onCreated(map);
    },
  });
}
