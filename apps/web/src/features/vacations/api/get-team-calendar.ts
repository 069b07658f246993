import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/** GET /api/vacation/calendar: who is away in a month. */
export function useTeamCalendar(month: string, clientId: string) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'calendar', month, clientId],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.teamCalendar, { query: { month, clientId } }),
    placeholderData: keepPreviousData,
  });
}
