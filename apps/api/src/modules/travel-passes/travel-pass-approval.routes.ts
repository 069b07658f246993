import {
  manageTravelPassPageSchema,
  manageTravelPassQuerySchema,
  TRAVEL_PASS_APPROVERS,
  travelPassApprovalSchema,
  travelPassResultSchema,
  travelPassTotalsExportQuerySchema,
  travelPassTotalsQuerySchema,
  travelPassTotalsSchema,
  zipDownloadQuerySchema,
} from '@quadro/contract/travel-passes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import * as approval from './travel-pass-approval.service.ts';
import * as totals from './travel-pass-totals.service.ts';
import { travelPassTotalsExport } from './travel-pass-totals-export.ts';
import { receiptsZip } from './travel-pass-zip.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const access = [...TRAVEL_PASS_APPROVERS];

/** Finance: the month's passes, what waits, and the decisions. */
export async function travelPassApprovalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/travel-pass/manage',
    {
      config: { access },
      schema: {
        tags: ['travel-passes'],
        summary: "A month's passes sent or decided, waiting ones first, with the approved total",
        querystring: manageTravelPassQuerySchema,
        response: { 200: manageTravelPassPageSchema, ...errors },
      },
    },
    (request) => approval.listMonth(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/travel-pass/totals',
    {
      config: { access },
      schema: {
        tags: ['travel-passes'],
        summary:
          "A year's approved passes per employee and month (one page) and the company's totals",
        querystring: travelPassTotalsQuerySchema,
        response: { 200: travelPassTotalsSchema, ...errors },
      },
    },
    (request) => totals.yearTotals(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/travel-pass/totals/export',
    {
      config: {
        access,
        openapi: { response: { 200: fileDownloadDoc(Object.values(EXPORT_MEDIA_TYPES)) } },
      },
      schema: {
        tags: ['travel-passes'],
        summary: "A year's approved passes per employee and month, with the company's row",
        querystring: travelPassTotalsExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const year = await totals.allYearTotals(ctx, actorOf(request), request.query);
      const file = await travelPassTotalsExport(year, request.query.format);
      return sendGeneratedFile(reply, {
        ...file,
        mediaType: EXPORT_MEDIA_TYPES[request.query.format],
      });
    },
  );

  routes.get(
    '/api/travel-pass/pending-number',
    {
      config: { access },
      schema: {
        tags: ['travel-passes'],
        summary: 'How many passes wait for a decision (a number)',
        response: { 200: z.number(), ...errors },
      },
    },
    (request) => approval.pendingNumber(ctx, actorOf(request)),
  );

  routes.get(
    '/api/travel-pass/zip-download',
    {
      config: { access, openapi: { response: { 200: fileDownloadDoc(['application/zip']) } } },
      schema: {
        tags: ['travel-passes'],
        summary: "The receipts of a month's approved passes as one zip (default: this month)",
        querystring: zipDownloadQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const entries = await approval.receiptsOfMonth(ctx, actorOf(request), request.query);
      const raw: FastifyReply = reply;
      const month = entries[0]?.month ?? request.query.month ?? 'month';
      return raw
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="travel-passes-${month}.zip"`)
        .header('cache-control', 'no-store')
        .send(receiptsZip(entries, (file) => ctx.files.open(file)));
    },
  );

  routes.put(
    '/api/travel-pass/approval',
    {
      config: { access },
      schema: {
        tags: ['travel-passes'],
        summary: 'Approve, or reject with a reason (1–1000 characters); never one’s own',
        body: travelPassApprovalSchema,
        response: { 200: travelPassResultSchema, ...errors },
      },
    },
    (request) => approval.decideTravelPass(ctx, actorOf(request), request.body),
  );
}
