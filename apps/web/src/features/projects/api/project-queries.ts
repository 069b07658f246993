import { clientListSchema } from '@quadro/contract/clients';
import {
  PROJECTS_PAGE_SIZE,
  type ProjectStatus,
  projectPageSchema,
  projectSchema,
} from '@quadro/contract/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export interface ProjectFilters {
  page: number;
  clientId: string | null;
  status: ProjectStatus | null;
}

/** GET /api/projects (admin, comercial): one page, newest first. */
export const projectsQuery = (filters: ProjectFilters) => {
  const search = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(PROJECTS_PAGE_SIZE),
  });
  if (filters.clientId) search.set('clientId', filters.clientId);
  if (filters.status) search.set('status', filters.status);
  return queryOptions({
    queryKey: ['projects', filters],
    queryFn: () => apiRequest(`/api/projects?${search}`, { schema: projectPageSchema }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/projects/:id: the project with its team, for the edit form. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'one', id],
    queryFn: () => apiRequest(`/api/projects/${id}`, { schema: projectSchema }),
  });

/** GET /api/clients: the clients a project may belong to. */
export const projectClientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest('/api/clients', { schema: clientListSchema }),
});

export const useProjects = (filters: ProjectFilters) => useQuery(projectsQuery(filters));
export const useProject = (id: string) => useQuery(projectQuery(id));
export const useProjectClients = () => useQuery(projectClientsQuery);
