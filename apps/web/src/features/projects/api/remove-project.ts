import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { projectListKeys } from './project-cache.ts';
import { projectKeys } from './project-keys.ts';

export function useRemoveProject(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (id: string) =>
      apiRequest(
        PROJECTS_ENDPOINTS.removeProject,
        { params: { id } },
        { redirectOnNotFound: false },
      ),
    invalidates: projectListKeys,
    successMessage: TABLE_MESSAGES.removed,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.one(id) });
      onSuccess();
    },
  });
}
