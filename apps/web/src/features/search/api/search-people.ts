import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export const SEARCH_PAGE_SIZE = 12;

interface SearchPeopleParams {
  search: string;
  page: number;
}

/** GET /api/people/search: one page of employee cards. */
export function searchPeople({ search, page }: SearchPeopleParams) {
  return apiRequest(PEOPLE_ENDPOINTS.searchPeople, {
    query: { search, page, pageSize: SEARCH_PAGE_SIZE },
  });
}

export const peopleSearchKeys = {
  all: ['people', 'search'] as const,
  page: (params: SearchPeopleParams) => [...peopleSearchKeys.all, params] as const,
};

export const peopleSearchQuery = (params: SearchPeopleParams) =>
  queryOptions({
    queryKey: peopleSearchKeys.page(params),
    queryFn: () => searchPeople(params),
  });

/** Nothing is searched for a blank term (spec §5). */
export function usePeopleSearch(params: SearchPeopleParams, enabled: boolean) {
  return useQuery({ ...peopleSearchQuery(params), enabled, placeholderData: keepPreviousData });
}
