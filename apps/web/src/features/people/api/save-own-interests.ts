import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { ownInterestsQuery } from './get-own-interests.ts';

/** PUT /api/accounts/interests: replaces the signed-in user's picks. */
export function saveOwnInterests(interestIds: string[]) {
  return apiRequest(PEOPLE_ENDPOINTS.replaceOwnInterests, { body: { interest_ids: interestIds } });
}

export function useSaveOwnInterests() {
  return useAppMutation({
    mutationFn: saveOwnInterests,
    invalidates: [ownInterestsQuery.queryKey],
    successMessage: TABLE_MESSAGES.saved,
  });
}
