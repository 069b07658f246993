import { TABLE_MESSAGES } from '@quadro/contract/messages';
import type { ProjectInput } from '@quadro/contract/projects';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { PROJECT_DATA } from './project-keys.ts';

/** Adds a project (no id) or replaces one with its whole team. */
export function useSaveProject(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...body }: ProjectInput & { id?: string }) =>
      id
        ? apiRequest(
            PROJECTS_ENDPOINTS.updateProject,
            { params: { id }, body },
            { redirectOnNotFound: false },
          )
        : apiRequest(PROJECTS_ENDPOINTS.createProject, { body }, { redirectOnNotFound: false }),
    invalidates: PROJECT_DATA,
    inlineError: true,
    onSuccess: (_data, variables) => {
      toast.success(variables.id ? TABLE_MESSAGES.updated : TABLE_MESSAGES.saved);
      onSuccess();
    },
  });
}
