import { TABLE_MESSAGES } from '@quadro/contract/messages';
import {
  type AbsenceInput,
  WORK_MAP_MESSAGES,
  type WorkDayInput,
  type WorkMapDetails,
  workMapDetailsSchema,
} from '@quadro/contract/work-maps';
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

const send = (url: string, method: 'POST' | 'PUT' | 'DELETE', json?: unknown) =>
  apiRequest(url, { method, json, schema: workMapDetailsSchema });

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

export function useSaveWorkDay(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ dayId, ...day }: WorkDayInput & { dayId?: string }) =>
      dayId
        ? send(`/api/work-maps/${mapId}/work-days/${dayId}`, 'PUT', day)
        : send(`/api/work-maps/${mapId}/work-days`, 'POST', day),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}

export function useSaveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ absenceId, ...absence }: AbsenceInput & { absenceId?: string }) =>
      absenceId
        ? send(`/api/work-maps/${mapId}/absences/${absenceId}`, 'PUT', absence)
        : send(`/api/work-maps/${mapId}/absences`, 'POST', absence),
    { successMessage: TABLE_MESSAGES.saved, inlineError: true, onDone },
  );
}

export function useRemoveAbsence(mapId: string, onDone: () => void) {
  return useMapChange(
    (absenceId: string) => send(`/api/work-maps/${mapId}/absences/${absenceId}`, 'DELETE'),
    { successMessage: TABLE_MESSAGES.removed, onDone },
  );
}

export function useAttachJustification(mapId: string) {
  return useMapChange(({ absenceId, file }: { absenceId: string; file: File }) => {
    const formData = new FormData();
    formData.append('file', file, file.name);
    return apiRequest(`/api/work-maps/${mapId}/absences/${absenceId}/justification`, {
      method: 'PUT',
      formData,
      schema: workMapDetailsSchema,
    });
  });
}

export function useSendToApproval(mapId: string) {
  return useMapChange(() => send(`/api/work-maps/${mapId}/send-to-approval`, 'PUT'), {
    successMessage: WORK_MAP_MESSAGES.sentToApproval,
  });
}

export function useDecideWorkMap(mapId: string, onDone: () => void) {
  return useMapChange(
    ({ action, reason }: { action: 'approve' | 'reject' | 'modification'; reason?: string }) =>
      send(
        `/api/work-maps/${mapId}/${action}`,
        'PUT',
        action === 'reject' ? { reason } : undefined,
      ),
    { inlineError: true, onDone },
  );
}
