import { TRAVEL_PASSES_ENDPOINTS as endpoints } from '@quadro/contract/travel-passes.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './travel-pass-approval.service.ts';
import * as totals from './travel-pass-totals.service.ts';
import { travelPassTotalsExport } from './travel-pass-totals-export.ts';
import { receiptsZip } from './travel-pass-zip.ts';

/** Finance: the month's passes, what waits, and the decisions. */
export async function travelPassApprovalRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listMonth, (request) =>
    approval.listMonth(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.yearTotals, (request) =>
    totals.yearTotals(ctx, actorOf(request), request.query),
  );

  route(
    app,
    endpoints.allYearTotals,
    async (request, reply) => {
      const year = await totals.allYearTotals(ctx, actorOf(request), request.query);
      const file = await travelPassTotalsExport(year, request.query.format);
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

  route(
    app,
    endpoints.receiptsOfMonth,
    async (request, reply) => {
      const entries = await approval.receiptsOfMonth(ctx, actorOf(request), request.query);
      const month = entries[0]?.month ?? request.query.month ?? 'month';
      return sendGeneratedFile(reply, {
        fileName: `travel-passes-${month}.zip`,
        mediaType: 'application/zip',
        body: receiptsZip(entries, (file) => ctx.files.open(file)),
      });
    },
    { config: { openapi: { response: { 200: fileDownloadDoc(['application/zip']) } } } },
  );

  route(app, endpoints.decideTravelPass, (request) =>
    approval.decideTravelPass(ctx, actorOf(request), request.body),
  );
}
