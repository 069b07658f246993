import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { projectKeys } from './project-keys.ts';

/** GET /api/projects/:id: the project with its team, for the edit form. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.one(id),
    queryFn: () => apiRequest(PROJECTS_ENDPOINTS.getProject, { params: { id } }),
  });

export const useProject = (id: string) => useQuery(projectQuery(id));
