import { TABLE_MESSAGES } from '@quadro/contract/messages';
import {
  type RequestCancellation,
  VACATION_MESSAGES,
  type Vacation,
  type VacationDecision,
  type VacationInput,
} from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { vacationKeys } from './vacation-queries.ts';

/** Every change can move a balance, a list, a count or the calendar: all vacation data refetches. */
const invalidates = [vacationKeys.all, ['work-maps']] as const;

export function useSaveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: VacationInput & { id?: string }): Promise<Vacation> =>
      id
        ? apiRequest(VACATIONS_ENDPOINTS.updateVacation, { params: { id }, body: input })
        : apiRequest(VACATIONS_ENDPOINTS.createVacation, { body: input }),
    invalidates,
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}

export function useRemoveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(VACATIONS_ENDPOINTS.removeVacation, { params: { id } }),
    invalidates,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}

export function useSendVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(VACATIONS_ENDPOINTS.sendToApproval, { body: { id } }),
    invalidates,
    successMessage: VACATION_MESSAGES.sent,
    onSuccess: onDone,
  });
}

export function useRequestCancellation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: RequestCancellation) =>
      apiRequest(VACATIONS_ENDPOINTS.requestCancellation, { body: input }),
    invalidates,
    successMessage: VACATION_MESSAGES.cancellationRequested,
    onSuccess: onDone,
  });
}

export function useDecideVacations(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: VacationDecision) =>
      apiRequest(VACATIONS_ENDPOINTS.decideVacations, { body: decision }),
    invalidates,
    inlineError: true,
    onSuccess: onDone,
  });
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: () => apiRequest(VACATIONS_ENDPOINTS.regenerateCalendarFeed),
    successMessage: 'New calendar addresses made: the old ones no longer work.',
    onSuccess: (feed) => queryClient.setQueryData(vacationKeys.feed, feed),
  });
}
