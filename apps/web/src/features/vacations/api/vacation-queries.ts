import { VACATIONS_ENDPOINTS } from '@quadro/contract/vacations.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const vacationKeys = {
  all: ['vacations'] as const,
  mine: (year: number) => ['vacations', 'mine', year] as const,
  table: ['vacations', 'table'] as const,
  pending: ['vacations', 'pending'] as const,
  feed: ['vacations', 'feed'] as const,
};

/** GET /api/vacation/mine?year=: the employee's requests touching the year and its balance. */
export const myVacationsQuery = (year: number) =>
  queryOptions({
    queryKey: vacationKeys.mine(year),
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listMyVacations, { query: { year } }),
  });

/** Spec §7: GET /api/vacation/day-distribution/employee/{id}?currentYear={year}, [] on failure. */
export function useDayDistribution(employeeId: string | undefined, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'distribution', employeeId, year],
    enabled: employeeId !== undefined,
    queryFn: () =>
      apiRequest(VACATIONS_ENDPOINTS.dayDistribution, {
        params: { id: employeeId ?? '' },
        query: { currentYear: year },
      }).catch(() => []),
  });
}

/** GET /api/vacation/balance/employee/{id}?year=: for an approver deciding. */
export function useEmployeeBalance(employeeId: string, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'balance', employeeId, year],
    queryFn: () =>
      apiRequest(VACATIONS_ENDPOINTS.employeeBalance, {
        params: { id: employeeId },
        query: { year },
      }),
  });
}

export interface VacationTableFilters {
  status?: string;
  kind?: string;
  year?: string;
  clientId?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** GET /api/vacation: requests and cancellations for hr, admin and cto. */
export function useVacationTable(filters: VacationTableFilters) {
  return useQuery({
    queryKey: [...vacationKeys.table, filters],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listVacationTable, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vacation/pending-number: what waits for a decision (menu badge, dashboard). */
export const vacationPendingQuery = queryOptions({
  queryKey: vacationKeys.pending,
  queryFn: () => apiRequest(VACATIONS_ENDPOINTS.pendingNumber),
});

/** GET /api/vacation/calendar: who is away in a month. */
export function useTeamCalendar(month: string, clientId: string) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'calendar', month, clientId],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.teamCalendar, { query: { month, clientId } }),
    placeholderData: keepPreviousData,
  });
}

export function useVacationClients() {
  return useQuery({
    queryKey: [...vacationKeys.all, 'clients'],
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.listVacationClients),
  });
}

/** GET /api/vacation/feed: the signed-in person's secret calendar addresses. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: vacationKeys.feed,
    queryFn: () => apiRequest(VACATIONS_ENDPOINTS.calendarFeed),
  });
}
