import { AUDIT_TRAIL_ENDPOINTS as endpoints } from '@quadro/contract/audit-trail.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { listAuditEntries } from './audit-trail.service.ts';
import { exportAuditEntries } from './audit-trail-export.ts';

/** The administrator's Settings › Audit trail: the entries and their export. */
export async function auditTrailRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listEntries, (request) =>
    listAuditEntries(ctx, actorOf(request), request.query),
  );

  route(
    app,
    endpoints.exportEntries,
    async (request, reply) => {
      const file = await exportAuditEntries(ctx, actorOf(request), request.query);
      return sendGeneratedFile(reply, {
        ...file,
        mediaType: EXPORT_MEDIA_TYPES[request.query.format],
      });
    },
    {
      config: {
        openapi: { response: { 200: fileDownloadDoc(Object.values(EXPORT_MEDIA_TYPES)) } },
      },
    },
  );
}
