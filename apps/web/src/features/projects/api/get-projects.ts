import { PROJECTS_PAGE_SIZE, type ProjectStatus } from '@quadro/contract/projects';
import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { projectKeys } from './project-keys.ts';

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
    queryKey: [...projectKeys.list, filters],
    queryFn: () => apiRequest(PROJECTS_ENDPOINTS.listProjects, { query }),
    placeholderData: keepPreviousData,
  });
};

export const useProjects = (filters: ProjectFilters) => useQuery(projectsQuery(filters));
