import { TABLE_MESSAGES } from '@quadro/contract/messages';
import {
  calendarFeedSchema,
  type RequestCancellation,
  VACATION_MESSAGES,
  type Vacation,
  type VacationDecision,
  type VacationInput,
  vacationSchema,
} from '@quadro/contract/vacations';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { vacationKeys } from './vacation-queries.ts';

/** Every change can move a balance, a list, a count or the calendar: all vacation data refetches. */
const invalidates = [vacationKeys.all, ['work-maps']] as const;

export function useSaveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...input }: VacationInput & { id?: string }): Promise<Vacation> =>
      id
        ? apiRequest(`/api/vacation/${id}`, { method: 'PUT', json: input, schema: vacationSchema })
        : apiRequest('/api/vacation', { method: 'POST', json: input, schema: vacationSchema }),
    invalidates,
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess: onDone,
  });
}

export function useRemoveVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) => apiRequest(`/api/vacation/${id}`, { method: 'DELETE' }),
    invalidates,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: onDone,
  });
}

export function useSendVacation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest('/api/vacation/send-to-approval', {
        method: 'PUT',
        json: { id },
        schema: vacationSchema,
      }),
    invalidates,
    successMessage: VACATION_MESSAGES.sent,
    onSuccess: onDone,
  });
}

export function useRequestCancellation(onDone: () => void) {
  return useAppMutation({
    mutationFn: (input: RequestCancellation) =>
      apiRequest('/api/vacation/request-cancellation', {
        method: 'PUT',
        json: input,
        schema: vacationSchema,
      }),
    invalidates,
    successMessage: VACATION_MESSAGES.cancellationRequested,
    onSuccess: onDone,
  });
}

export function useDecideVacations(onDone: () => void) {
  return useAppMutation({
    mutationFn: (decision: VacationDecision) =>
      apiRequest('/api/vacation/approval', {
        method: 'PUT',
        json: decision,
        schema: z.object({ decided: z.number() }),
      }),
    invalidates,
    inlineError: true,
    onSuccess: onDone,
  });
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: () =>
      apiRequest('/api/vacation/feed', { method: 'PUT', schema: calendarFeedSchema }),
    successMessage: 'New calendar addresses made: the old ones no longer work.',
    onSuccess: (feed) => queryClient.setQueryData(vacationKeys.feed, feed),
  });
}
