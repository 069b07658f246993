import type { InterestInput } from '@quadro/contract/interests';
import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { interestsQuery } from './get-interests.ts';

/** POST /api/interests (hr). */
export function addInterest(input: InterestInput) {
  return apiRequest(PEOPLE_ENDPOINTS.createInterest, { body: input });
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
