import { ROAD_TRIPS_ENDPOINTS as endpoints } from '@quadro/contract/road-trips.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { DOCUMENT_TYPES, PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './road-trip-approval.service.ts';
import * as links from './road-trip-link.service.ts';
import * as roadTrips from './road-trips.service.ts';
import { suggestFromReceipt } from './travel-receipt-suggestion.ts';
import { readTravelReceiptUpload } from './travel-receipt-upload.ts';

/** Road trips and their receipts: the employee's claims, finance's list and decisions. */
export async function roadTripsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listMyRoadTrips, (request) =>
    roadTrips.listMyRoadTrips(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.createRoadTrip, async (request, reply) =>
    reply.status(201).send(await roadTrips.createRoadTrip(ctx, actorOf(request), request.body)),
  );
  route(app, endpoints.updateRoadTrip, (request) =>
    roadTrips.updateRoadTrip(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.roadTripChoices, (request) =>
    roadTrips.myRoadTripChoices(ctx, actorOf(request)),
  );
  route(app, endpoints.removeRoadTrip, (request) =>
    roadTrips.removeRoadTrip(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.addReceipt, async (request, reply) => {
    const actor = actorOf(request);
    const upload = await readTravelReceiptUpload(ctx, actor, request);
    return reply.status(201).send(await roadTrips.addReceipt(ctx, actor, upload));
  });
  route(app, endpoints.removeReceipt, (request) =>
    roadTrips.removeReceipt(ctx, actorOf(request), request.query),
  );
  route(
    app,
    endpoints.receiptFile,
    async (request, reply) => {
      const file = await roadTrips.receiptFile(ctx, actorOf(request), request.query);
      return sendStoredFile(reply, file, 'inline');
    },
    {
      config: {
        openapi: { response: { 200: fileDownloadDoc([...DOCUMENT_TYPES, ...PICTURE_TYPES]) } },
      },
    },
  );
  route(app, endpoints.suggestFromReceipt, async (request) =>
    suggestFromReceipt(ctx, await request.file()),
  );
  route(app, endpoints.sendRoadTrips, (request) =>
    roadTrips.sendRoadTrips(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.manageRoadTrips, (request) =>
    approval.manageRoadTrips(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.manageRoadTripChoices, (request) =>
    links.manageRoadTripChoices(ctx, actorOf(request)),
  );
  route(app, endpoints.linkRoadTrip, (request) =>
    links.linkRoadTrip(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));
  route(app, endpoints.decideRoadTrips, (request) =>
    approval.decideRoadTrips(ctx, actorOf(request), request.body),
  );
}
