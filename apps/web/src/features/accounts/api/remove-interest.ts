import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';
import { ownInterestsQuery } from './get-own-interests.ts';

/** DELETE /api/interests/:id (hr): everyone's picks of it go too. */
export function removeInterest(id: string): Promise<unknown> {
  return apiRequest(`/api/interests/${id}`, { method: 'DELETE' });
}

export function useRemoveInterest(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: removeInterest,
    invalidates: [interestsQuery.queryKey, ownInterestsQuery.queryKey],
    successMessage: TABLE_MESSAGES.removed,
    onSuccess,
  });
}
