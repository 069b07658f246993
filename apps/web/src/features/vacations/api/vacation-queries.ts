import {
  calendarFeedSchema,
  dayDistributionSchema,
  myVacationsSchema,
  teamCalendarSchema,
  vacationBalanceSchema,
  vacationPageSchema,
  vacationPendingSchema,
} from '@quadro/contract/vacations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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
    queryFn: () => apiRequest(`/api/vacation/mine?year=${year}`, { schema: myVacationsSchema }),
  });

/** Spec §7: GET /api/vacation/day-distribution/employee/{id}?currentYear={year}, [] on failure. */
export function useDayDistribution(employeeId: string | undefined, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'distribution', employeeId, year],
    enabled: employeeId !== undefined,
    queryFn: () =>
      apiRequest(`/api/vacation/day-distribution/employee/${employeeId}?currentYear=${year}`, {
        schema: dayDistributionSchema,
      }).catch(() => []),
  });
}

/** GET /api/vacation/balance/employee/{id}?year=: for an approver deciding. */
export function useEmployeeBalance(employeeId: string, year: number) {
  return useQuery({
    queryKey: [...vacationKeys.all, 'balance', employeeId, year],
    queryFn: () =>
      apiRequest(`/api/vacation/balance/employee/${employeeId}?year=${year}`, {
        schema: vacationBalanceSchema,
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

const searchOf = (filters: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
};

/** GET /api/vacation: requests and cancellations for hr, admin and cto. */
export function useVacationTable(filters: VacationTableFilters) {
  return useQuery({
    queryKey: [...vacationKeys.table, filters],
    queryFn: () => apiRequest(`/api/vacation?${searchOf(filters)}`, { schema: vacationPageSchema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vacation/pending-number: what waits for a decision (menu badge, dashboard). */
export const vacationPendingQuery = queryOptions({
  queryKey: vacationKeys.pending,
  queryFn: () => apiRequest('/api/vacation/pending-number', { schema: vacationPendingSchema }),
});

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

const clientListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export function useVacationClients() {
  return useQuery({
    queryKey: [...vacationKeys.all, 'clients'],
    queryFn: () => apiRequest('/api/vacation/clients', { schema: clientListSchema }),
  });
}

/** GET /api/vacation/feed: the signed-in person's secret calendar addresses. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: vacationKeys.feed,
    queryFn: () => apiRequest('/api/vacation/feed', { schema: calendarFeedSchema }),
  });
}
