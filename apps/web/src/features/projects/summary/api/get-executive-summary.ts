import { PROJECTS_ENDPOINTS } from '@quadro/contract/projects.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../app/api/http-client.ts';

/** GET /api/projects/:id/summary-executive: costs and the euro use only in admin's answer. */
export const executiveSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'summary', id],
    queryFn: () => apiRequest(PROJECTS_ENDPOINTS.summaryExecutive, { params: { id } }),
  });

export const useExecutiveSummary = (id: string) => useQuery(executiveSummaryQuery(id));
