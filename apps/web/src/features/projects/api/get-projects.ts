import {
  PROJECTS_PAGE_SIZE,
  type ProjectStatus,
  projectPageSchema,
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

export const useProjects = (filters: ProjectFilters) => useQuery(projectsQuery(filters));
