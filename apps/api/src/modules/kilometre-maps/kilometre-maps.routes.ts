import { TRAVELS_ENDPOINTS as endpoints } from '@quadro/contract/travels.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { sendGeneratedFile } from '../../platform/files/send-generated-file.ts';
import { EXPORT_MEDIA_TYPES } from '../../platform/files/spreadsheet-export.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './kilometre-map-approval.service.ts';
import * as rates from './kilometre-rates.service.ts';
import { travelMonthZip } from '../travels/travel-month-zip.ts';
import * as totals from '../travels/travel-totals.service.ts';
import { travelTotalsExport } from '../travels/travel-totals-export.ts';
import { travelYearZip } from '../travels/travel-year-zip.ts';
import * as travels from './kilometre-maps.service.ts';

/** The employee's kilometre map, finance's months and decisions, the prices per kilometre, the zips. */
export async function travelsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.travelState, (request) =>
    travels.travelState(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.saveKilometreMap, (request) =>
    travels.saveKilometreMap(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.sendKilometreMonths, (request) =>
    travels.sendKilometreMonths(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.manageKilometreMaps, (request) =>
    approval.manageKilometreMaps(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));
  route(app, endpoints.decideKilometreMonths, (request) =>
    approval.decideKilometreMonths(ctx, actorOf(request), request.body),
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
  route(app, endpoints.listKilometreRates, () => rates.listKilometreRates(ctx));
  route(app, endpoints.addKilometreRate, async (request, reply) =>
    reply.status(201).send(await rates.addKilometreRate(ctx, actorOf(request), request.body)),
  );
}
