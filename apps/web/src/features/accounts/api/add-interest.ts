import { type InterestInput, interestSchema } from '@quadro/contract/interests';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';

/** POST /api/interests (hr). */
export function addInterest(input: InterestInput) {
  return apiRequest('/api/interests', { method: 'POST', json: input, schema: interestSchema });
}

/** A refused designation (409, 400) shows under the field, not as a toast. */
export function useAddInterest(onSuccess: (added: { id: string }) => void) {
  return useAppMutation({
    mutationFn: addInterest,
    invalidates: [interestsQuery.queryKey],
    successMessage: TABLE_MESSAGES.saved,
    inlineError: true,
    onSuccess,
  });
}
