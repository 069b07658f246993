import { PROJECT_SUMMARY_ENDPOINTS as endpoints } from '@quadro/contract/project-summary.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as summary from './project-summary.service.ts';
import { executiveSummaryExport } from './project-summary-export.ts';

/** A project's executive summary and its workbook (admin, comercial; costs for admin only). */
export async function projectSummaryRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.summaryExecutive, (request) =>
    summary.executiveSummary(ctx, actorOf(request), request.params.id),
  );

  route(
    app,
    endpoints.exportSummaryExecutive,
    async (request, reply) => {
      const answer = await summary.executiveSummary(ctx, actorOf(request), request.params.id);
      return sendGeneratedFile(reply, {
        ...(await executiveSummaryExport(answer)),
        mediaType: EXPORT_MEDIA_TYPES.xlsx,
      });
    },
    { config: { openapi: { response: { 200: fileDownloadDoc([EXPORT_MEDIA_TYPES.xlsx]) } } } },
  );
}
