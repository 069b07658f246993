import { type InterestInput, interestSchema } from '@quadro/contract/interests';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';
import { ownInterestsQuery } from './get-own-interests.ts';

/** PUT /api/interests/:id (hr). */
export function renameInterest({ id, ...input }: InterestInput & { id: string }) {
  return apiRequest(`/api/interests/${id}`, { method: 'PUT', json: input, schema: interestSchema });
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
