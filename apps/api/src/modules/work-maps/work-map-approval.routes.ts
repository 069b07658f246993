import { WORK_MAPS_ENDPOINTS as endpoints } from '@quadro/contract/work-maps.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './work-map-approval.service.ts';
import { workMapsExport } from './work-map-export.ts';

/** HR and admin: every map of a month, the counts that need attention, and the decisions. */
export async function workMapApprovalRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listWorkMaps, (request) =>
    approval.listWorkMaps(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.workMapAttention, (request) =>
    approval.workMapAttention(ctx, actorOf(request)),
  );

  route(
    app,
    endpoints.allWorkMapTotals,
    async (request, reply) => {
      const { month, format } = request.query;
      const rows = await approval.allWorkMapTotals(ctx, actorOf(request), month);
      const file = await workMapsExport(month, rows, format);
      return sendGeneratedFile(reply, { ...file, mediaType: EXPORT_MEDIA_TYPES[format] });
    },
    {
      config: {
        openapi: { response: { 200: fileDownloadDoc(Object.values(EXPORT_MEDIA_TYPES)) } },
      },
    },
  );

  route(app, endpoints.approveWorkMap, (request) =>
    approval.decideWorkMap(ctx, actorOf(request), { id: request.params.id, action: 'approve' }),
  );

  route(app, endpoints.reopenWorkMap, (request) =>
    approval.decideWorkMap(ctx, actorOf(request), { id: request.params.id, action: 'modify' }),
  );

  route(app, endpoints.rejectWorkMap, (request) =>
    approval.decideWorkMap(ctx, actorOf(request), {
      id: request.params.id,
      action: 'reject',
      reason: request.body.reason,
    }),
  );
}
