import { CALENDAR_EVENTS_ENDPOINTS } from '@quadro/contract/calendar-events.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const calendarEventKeys = { all: ['calendar-events'] as const };

/** GET /api/calendar-events: the team events touching a month. */
export function useCalendarEvents(month: string) {
  return useQuery({
    queryKey: [...calendarEventKeys.all, month],
    queryFn: () => apiRequest(CALENDAR_EVENTS_ENDPOINTS.listCalendarEvents, { query: { month } }),
    placeholderData: keepPreviousData,
  });
}
