import { TABLE_MESSAGES } from '@quadro/contract/messages';
import { type ProjectInput, projectSchema } from '@quadro/contract/projects';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { PROJECT_DATA } from './project-keys.ts';

/** Adds a project (no id) or replaces one with its whole team. */
export function useSaveProject(onSuccess: () => void) {
  return useAppMutation({
    mutationFn: ({ id, ...body }: ProjectInput & { id?: string }) =>
      apiRequest(id ? `/api/projects/${id}` : '/api/projects', {
        method: id ? 'PUT' : 'POST',
        json: body,
        schema: projectSchema,
        redirectOnNotFound: false,
      }),
    invalidates: PROJECT_DATA,
    inlineError: true,
    onSuccess: (_data, variables) => {
      toast.success(variables.id ? TABLE_MESSAGES.updated : TABLE_MESSAGES.saved);
      onSuccess();
    },
  });
}
