import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import type { SystemParameterKey, UpdateSystemParameter } from '@quadro/contract/system-parameters';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { systemParametersQuery } from './get-system-parameters.ts';

/** PUT /api/system-parameters/:key (hr). */
export function updateSystemParameter({
  key,
  ...body
}: UpdateSystemParameter & { key: SystemParameterKey }) {
  return apiRequest(PARAMETERS_ENDPOINTS.updateSystemParameter, { params: { key }, body });
}

/** A refused value shows under the field, not as a toast. */
export function useUpdateSystemParameter(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: updateSystemParameter,
    invalidates: [systemParametersQuery.queryKey],
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess,
  });
}
