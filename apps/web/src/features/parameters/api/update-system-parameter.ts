import { TABLE_MESSAGES } from '@quadro/contract/messages';
import {
  type SystemParameterKey,
  systemParameterSchema,
  type UpdateSystemParameter,
} from '@quadro/contract/system-parameters';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { systemParametersQuery } from './get-system-parameters.ts';

/** PUT /api/system-parameters/:key (hr). */
export function updateSystemParameter({
  key,
  ...body
}: UpdateSystemParameter & { key: SystemParameterKey }) {
  return apiRequest(`/api/system-parameters/${key}`, {
    method: 'PUT',
    json: body,
    schema: systemParameterSchema,
  });
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
