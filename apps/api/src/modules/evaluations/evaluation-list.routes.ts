import { EVALUATIONS_ENDPOINTS as endpoints } from '@quadro/contract/evaluations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { manageEvaluations } from './evaluation-list.service.ts';
import { teamReport } from './team-report.service.ts';
import { teamReportExport } from './team-report-export.ts';

/** The evaluators' and the CTO's list of a year's evaluations, and a team's report (and its XLSX). */
export async function evaluationListRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.manage, (request) =>
    manageEvaluations(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.teamReport, (request) => teamReport(ctx, actorOf(request), request.query));
  route(
    app,
    endpoints.exportTeamReport,
    async (request, reply) => {
      const report = await teamReport(ctx, actorOf(request), request.query);
      return sendGeneratedFile(reply, {
        ...(await teamReportExport(report)),
        mediaType: EXPORT_MEDIA_TYPES.xlsx,
      });
    },
    { config: { openapi: { response: { 200: fileDownloadDoc([EXPORT_MEDIA_TYPES.xlsx]) } } } },
  );
}
