import { PROJECT_SUMMARY_ENDPOINTS } from '@quadro/contract/project-summary.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';

/** GET /api/projects/:id/summary-executive: costs and the euro use only in admin's answer. */
export const executiveSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'summary', id],
    queryFn: () => apiRequest(PROJECT_SUMMARY_ENDPOINTS.summaryExecutive, { params: { id } }),
  });

export const useExecutiveSummary = (id: string) => useQuery(executiveSummaryQuery(id));
