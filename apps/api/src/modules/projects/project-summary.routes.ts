import { PROJECTS_ENDPOINTS as endpoints } from '@quadro/contract/projects.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as summary from './project-summary.service.ts';

/** A project's executive summary and its workbook (admin, comercial; costs for admin only). */
export async function projectSummaryRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.summaryExecutive, (request) =>
    summary.executiveSummary(ctx, actorOf(request), request.params.id),
  );

  route(app, endpoints.exportSummaryExecutive, async (request) => {
    await summary.executiveSummary(ctx, actorOf(request), request.params.id);
  });
}
