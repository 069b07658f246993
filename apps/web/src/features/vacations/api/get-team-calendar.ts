import { teamCalendarSchema } from '@quadro/contract/vacations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';
import { searchOf } from './vacation-search-params.ts';

/** GET /api/vacation/calendar: who is away in a month. */
export function useTeamCalendar(month: string, clientId: string) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'calendar', month, clientId],
    queryFn: () =>
      apiRequest(`/api/vacation/calendar?${searchOf({ month, clientId })}`, {
        schema: teamCalendarSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
