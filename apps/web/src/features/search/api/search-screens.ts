import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { SEARCH_PAGE_SIZE } from './search-people.ts';

interface SearchScreensParams {
  search: string;
  page: number;
}

/** GET /api/search/screens: one page of the screens the user may open. */
export function searchScreens({ search, page }: SearchScreensParams) {
  return apiRequest(PEOPLE_ENDPOINTS.searchScreens, {
    query: { search, page, pageSize: SEARCH_PAGE_SIZE },
  });
}

export const screenSearchQuery = (params: SearchScreensParams) =>
  queryOptions({
    queryKey: ['search', 'screens', params] as const,
    queryFn: () => searchScreens(params),
  });

/** Nothing is searched for a blank term (spec §5). */
export function useScreenSearch(params: SearchScreensParams, enabled: boolean) {
  return useQuery({ ...screenSearchQuery(params), enabled, placeholderData: keepPreviousData });
}
