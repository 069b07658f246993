import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import type { SystemParameterKey, UpdateSystemParameter } from '@quadro/contract/system-parameters';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { putSystemParameter } from './system-parameter-cache.ts';

/** PUT /api/system-parameters/:key (hr). */
export function updateSystemParameter({
  key,
  ...body
}: UpdateSystemParameter & { key: SystemParameterKey }) {
  return apiRequest(PARAMETERS_ENDPOINTS.updateSystemParameter, { params: { key }, body });
}

/** A refused value shows under the field, not as a toast; the answer is the list's new row. */
export function useUpdateSystemParameter(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: updateSystemParameter,
    successMessage: TABLE_MESSAGES.updated,
    inlineError: true,
    onSuccess: (parameter) => {
      putSystemParameter(queryClient, parameter);
      onSuccess();
    },
  });
}
