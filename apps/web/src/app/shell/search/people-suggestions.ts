import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';

/** GET /api/people/suggestions?term=: at most five people whose name contains the term. */
export function getPeopleSuggestions(term: string) {
  return apiRequest(PEOPLE_ENDPOINTS.suggestPeople, { query: { term } });
}

export const peopleSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['people', 'suggestions', term],
    queryFn: () => getPeopleSuggestions(term),
  });

/** Nothing is asked for a blank term. */
export function usePeopleSuggestions(term: string) {
  return useQuery({
    ...peopleSuggestionsQuery(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
