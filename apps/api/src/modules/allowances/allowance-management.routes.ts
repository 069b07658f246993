import { ALLOWANCES_ENDPOINTS as endpoints } from '@quadro/contract/allowances.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './allowance-approval.service.ts';
import * as management from './allowance-management.service.ts';

/** Finance and admin: every plan, its approval, the consolidated totals, the export. */
export async function allowanceManagementRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listPlans, (request) =>
    management.listPlans(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.planTotals, (request) =>
    management.planTotals(ctx, actorOf(request), request.query),
  );

  route(
    app,
    endpoints.exportPlans,
    async (request, reply) => {
      const file = await management.exportPlans(ctx, actorOf(request), request.query);
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

  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));

  route(app, endpoints.sendToApproval, (request) =>
    approval.sendToApproval(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.decidePlans, (request) =>
    approval.decidePlans(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.generatePlans, (request) =>
    management.generatePlans(ctx, actorOf(request), request.body),
  );
}
