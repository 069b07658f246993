import { projectSchema } from '@quadro/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/projects/:id: the project with its team, for the edit form. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'one', id],
    queryFn: () => apiRequest(`/api/projects/${id}`, { schema: projectSchema }),
  });

export const useProject = (id: string) => useQuery(projectQuery(id));
