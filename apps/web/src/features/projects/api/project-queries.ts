import { CLIENTS_ENDPOINTS } from '@quadro/contract/clients.endpoints';
import { PROJECTS_PAGE_SIZE, type ProjectStatus } from '@quadro/contract/projects';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

export interface ProjectFilters {
  page: number;
  clientId: string | null;
  status: ProjectStatus | null;
}

/** GET /api/projects (admin, comercial): one page, newest first. */
export const projectsQuery = (filters: ProjectFilters) => {
  const query = {
    page: filters.page,
    pageSize: PROJECTS_PAGE_SIZE,
    clientId: filters.clientId ?? undefined,
    status: filters.status ?? undefined,
  };
  return queryOptions({
    queryKey: ['projects', filters],
    queryFn: () => apiRequest(PROJECTS_ENDPOINTS.listProjects, { query }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/projects/:id: the project with its team, for the edit form. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'one', id],
    queryFn: () => apiRequest(PROJECTS_ENDPOINTS.getProject, { params: { id } }),
  });

/** GET /api/clients: the clients a project may belong to. */
export const projectClientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: () => apiRequest(CLIENTS_ENDPOINTS.listClients),
});

export const useProjects = (filters: ProjectFilters) => useQuery(projectsQuery(filters));
export const useProject = (id: string) => useQuery(projectQuery(id));
export const useProjectClients = () => useQuery(projectClientsQuery);
