import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { projectExecutiveSummarySchema } from './project-summary.ts';
import { PROJECT_MANAGERS } from './projects.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** A project's executive summary and its workbook. */
export const PROJECT_SUMMARY_ENDPOINTS = {
  summaryExecutive: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/summary-executive',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary:
      "A project's executive summary: team, hours by month and member, costs (admin only), travel, budget",
    params,
    responses: { 200: projectExecutiveSummarySchema, ...errors },
  }),
  exportSummaryExecutive: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/summary-executive/export',
    access: [...PROJECT_MANAGERS],
    tag: 'projects',
    summary: 'The executive summary as an XLSX workbook (costs only for admin)',
    params,
    responses: errors,
  }),
};
