import { monthOf } from '@quadro/contract/calendar-days';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client.ts';

/** Read again now and then, so a page left open over midnight moves to the next day. */
const REFRESH_MS = 5 * 60_000;

export interface CompanyCalendar {
  /** 'YYYY-MM-DD' */
  today: string;
  /** 'YYYY-MM' */
  thisMonth: string;
  thisYear: number;
}

/** Today, this month and this year of a company day ('2026-11-28'). */
export const calendarOf = (today: string): CompanyCalendar => ({
  today,
  thisMonth: monthOf(today),
  thisYear: Number(today.slice(0, 4)),
});

/**
 * The company's today, this month and this year, as the API's deadlines read them (its time zone,
 * not the browser's): the one source of "today" in the web. Undefined while it loads.
 */
export function useCompanyCalendar(): CompanyCalendar | undefined {
  const query = useQuery({
    queryKey: ['company-today'],
    queryFn: () => apiRequest(PARAMETERS_ENDPOINTS.companyToday),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  return query.data ? calendarOf(query.data.today) : undefined;
}
