import { TABLE_MESSAGES } from '@quadro/contract/messages';
import {
  type AbsenceInput,
  WORK_MAP_MESSAGES,
  type WorkDayInput,
  type WorkMapDetails,
} from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { workMapKeys } from './work-map-queries.ts';

/** Every change answers the whole map: it replaces the cached one, and lists refetch. */
function useMapChange<Variables>(
  call: (variables: Variables) => Promise<WorkMapDetails>,
  options: { successMessage?: string; inlineError?: boolean; onDone?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: call,
    invalidates: [
      workMapKeys.mine,
      [...workMapKeys.all, 'table'],
      [...workMapKeys.all, 'attention'],
    ],
    successMessage: options.successMessage,
    inlineError: options.inlineError ?? false,
    onSuccess: (map) => {
      queryClient.setQueryData(workMapKeys.one(map.id), map);
      options.onDone?.();
    },
  });
}

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

export function useSaveWorkDay(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ dayId, ...day }: WorkDayInput & { dayId?: string }) =>
      dayId
        ? apiRequest(WORK_MAPS_ENDPOINTS.updateWorkDay, {
            params: { id: mapId, dayId },
            body: day,
          })
        : apiRequest(WORK_MAPS_ENDPOINTS.addWorkDay, { params: { id: mapId }, body: day }),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}

export function useSaveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ absenceId, ...absence }: AbsenceInput & { absenceId?: string }) =>
      absenceId
        ? apiRequest(WORK_MAPS_ENDPOINTS.updateAbsence, {
            params: { id: mapId, absenceId },
            body: absence,
          })
        : apiRequest(WORK_MAPS_ENDPOINTS.addAbsence, { params: { id: mapId }, body: absence }),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}

export function useRemoveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    (absenceId: string) =>
      apiRequest(WORK_MAPS_ENDPOINTS.removeAbsence, { params: { id: mapId, absenceId } }),
    { successMessage: TABLE_MESSAGES.removed, onDone },
  );
}

export function useAttachJustification(mapId: string) {
  return useMapChange(({ absenceId, file }: { absenceId: string; file: File }) => {
    const formData = new FormData();
    formData.append('file', file, file.name);
    return apiRequest(WORK_MAPS_ENDPOINTS.attachJustification, {
      params: { id: mapId, absenceId },
      formData,
    });
  });
}

export function useSendToApproval(mapId: string) {
  return useMapChange(
    () => apiRequest(WORK_MAPS_ENDPOINTS.sendToApproval, { params: { id: mapId } }),
    {
      successMessage: WORK_MAP_MESSAGES.sentToApproval,
    },
  );
}

export function useDecideWorkMap(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ action, reason }: { action: 'approve' | 'reject' | 'modification'; reason?: string }) =>
      action === 'reject'
        ? apiRequest(WORK_MAPS_ENDPOINTS.rejectWorkMap, {
            params: { id: mapId },
            body: { reason },
          })
        : apiRequest(
            action === 'approve'
              ? WORK_MAPS_ENDPOINTS.approveWorkMap
              : WORK_MAPS_ENDPOINTS.reopenWorkMap,
            { params: { id: mapId } },
          ),
    { inlineError: true, onDone },
  );
}
