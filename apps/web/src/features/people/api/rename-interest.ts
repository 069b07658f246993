import type { InterestInput } from '@quadro/contract/interests';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';
import { ownInterestsQuery } from './get-own-interests.ts';

/** PUT /api/interests/:id (hr). */
export function renameInterest({ id, ...input }: InterestInput & { id: string }) {
  return apiRequest(PEOPLE_ENDPOINTS.renameInterest, { params: { id }, body: input });
}

/** A refused designation (409, 400) shows under the field, not as a toast. */
export function useRenameInterest(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: renameInterest,
    invalidates: [interestsQuery.queryKey, ownInterestsQuery.queryKey],
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess,
  });
}
