import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { PROJECT_DATA } from './project-keys.ts';

export function useRemoveProject(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(
        PROJECTS_ENDPOINTS.removeProject,
        { params: { id } },
        { redirectOnNotFound: false },
      ),
    invalidates: PROJECT_DATA,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess,
  });
}
