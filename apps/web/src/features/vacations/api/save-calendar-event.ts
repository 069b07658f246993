import { CALENDAR_EVENT_MESSAGES, type CalendarEventInput } from '@quadro/contract/calendar-events';
import { CALENDAR_EVENTS_ENDPOINTS } from '@quadro/contract/calendar-events.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { calendarEventKeys } from './get-calendar-events.ts';

/** POST a new team event, or PUT an existing one's changes. */
export function useSaveCalendarEvent(id: string | undefined, onDone: () => void) {
  return useAppMutation({
    mutationFn: (body: CalendarEventInput) =>
      id
        ? apiRequest(CALENDAR_EVENTS_ENDPOINTS.updateCalendarEvent, { params: { id }, body })
        : apiRequest(CALENDAR_EVENTS_ENDPOINTS.createCalendarEvent, { body }),
    invalidates: [calendarEventKeys.all],
    successMessage: id ? CALENDAR_EVENT_MESSAGES.updated : CALENDAR_EVENT_MESSAGES.created,
    onSuccess: onDone,
  });
}
