import { CALENDAR_EVENT_MESSAGES } from '@quadro/contract/calendar-events';
import { CALENDAR_EVENTS_ENDPOINTS } from '@quadro/contract/calendar-events.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { calendarEventKeys } from './get-calendar-events.ts';

export function useRemoveCalendarEvent(onDone: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(CALENDAR_EVENTS_ENDPOINTS.removeCalendarEvent, { params: { id } }),
    invalidates: [calendarEventKeys.all],
    successMessage: CALENDAR_EVENT_MESSAGES.removed,
    onSuccess: onDone,
  });
}
