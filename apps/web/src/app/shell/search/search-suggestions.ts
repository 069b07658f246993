import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';

/** GET /api/people/suggestions?term=: at most five people, then screens, matching the term. */
export function getSearchSuggestions(term: string) {
  return apiRequest(PEOPLE_ENDPOINTS.searchSuggestions, { query: { term } });
}

export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['people', 'suggestions', term],
    queryFn: () => getSearchSuggestions(term),
  });

/** Nothing is asked for a blank term. */
export function useSearchSuggestions(term: string) {
  return useQuery({
    ...searchSuggestionsQuery(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
