import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { ProjectInput } from '@quadro/contract/projects';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { projectListKeys, putProject } from './project-cache.ts';

/** Adds a project (no id) or replaces one with its whole team; the answer is the project. */
export function useSaveProject(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: ({ id, ...body }: ProjectInput & { id?: string }) =>
      id
        ? apiRequest(
            PROJECTS_ENDPOINTS.updateProject,
            { params: { id }, body },
            { redirectOnNotFound: false },
          )
        : apiRequest(PROJECTS_ENDPOINTS.createProject, { body }, { redirectOnNotFound: false }),
    invalidates: projectListKeys,
    inlineError: true,
    onSuccess: (project, variables) => {
      putProject(queryClient, project);
      toast.success(variables.id ? TABLE_MESSAGES.updated : TABLE_MESSAGES.saved);
      onSuccess();
    },
  });
}
