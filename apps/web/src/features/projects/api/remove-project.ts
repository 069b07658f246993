import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { PROJECT_DATA } from './project-keys.ts';

export function useRemoveProject(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/projects/${id}`, { method: 'DELETE', redirectOnNotFound: false }),
    invalidates: PROJECT_DATA,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess,
  });
}
