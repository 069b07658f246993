import type { TeamCalendarOverlapsQuery } from '@quadro/contract/vacations';
import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { vacationKeys } from './vacation-keys.ts';

/**
 * GET /api/vacation/calendar/overlaps: every colleague of a same client or team away with one entry of a
 * month's calendar, loaded once asked for (`enabled`).
 */
export function useTeamCalendarOverlaps(query: TeamCalendarOverlapsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [
      ...vacationKeys.all,
      'calendar-overlaps',
      query.month,
      query.clientId ?? '',
      query.kind,
      query.id,
    ],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.teamCalendarOverlaps, { query }),
    enabled,
  });
}
