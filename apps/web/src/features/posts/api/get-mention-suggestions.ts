import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { peopleSuggested } from '../mentions.ts';

/** GET /api/people/suggestions?term=: the people among the suggestions, for an '@' mention. */
export function getMentionSuggestions(term: string) {
  return apiRequest(PEOPLE_ENDPOINTS.searchSuggestions, { query: { term } }).then(peopleSuggested);
}

/** Nothing is asked before a character follows the '@'. */
export function useMentionSuggestions(term: string) {
  return useQuery({
    queryKey: ['people', 'mention-suggestions', term],
    queryFn: () => getMentionSuggestions(term),
    enabled: term.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
