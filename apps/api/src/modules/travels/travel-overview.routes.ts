import { TRAVELS_ENDPOINTS as endpoints } from '@quadro/contract/travels.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { travelMonthZip } from './travel-month-zip.ts';
import * as state from './travel-state.service.ts';
import * as totals from './travel-totals.service.ts';
import { travelTotalsExport } from './travel-totals-export.ts';
import { travelYearZip } from './travel-year-zip.ts';

/** The employee's year of travels, finance's totals and their export, the zips. */
export async function travelOverviewRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.travelState, (request) =>
    state.travelState(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.yearTotals, (request) =>
    totals.yearTotals(ctx, actorOf(request), request.query),
  );
  route(
    app,
    endpoints.exportYearTotals,
    async (request, reply) => {
      const year = await totals.allYearTotals(ctx, actorOf(request), request.query);
      const file = await travelTotalsExport(year, request.query.format);
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
  const zipDoc = {
    config: { openapi: { response: { 200: fileDownloadDoc(['application/zip']) } } },
  };
  route(
    app,
    endpoints.monthZip,
    async (request, reply) =>
      sendGeneratedFile(reply, {
        ...travelMonthZip(ctx, actorOf(request), request.query),
        mediaType: 'application/zip',
      }),
    zipDoc,
  );
  route(
    app,
    endpoints.yearZip,
    async (request, reply) =>
      sendGeneratedFile(reply, {
        ...(await travelYearZip(ctx, actorOf(request), request.query)),
        mediaType: 'application/zip',
      }),
    zipDoc,
  );
}
