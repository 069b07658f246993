import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';
import { ownInterestsQuery } from './get-own-interests.ts';

/** DELETE /api/interests/:id (hr): everyone's picks of it go too. */
export function removeInterest(id: string): Promise<unknown> {
  return apiRequest(PEOPLE_ENDPOINTS.removeInterest, { params: { id } });
}

export function useRemoveInterest(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: removeInterest,
    invalidates: [interestsQuery.queryKey, ownInterestsQuery.queryKey],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess,
  });
}
