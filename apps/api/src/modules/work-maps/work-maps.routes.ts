import { WORK_MAPS_ENDPOINTS as endpoints } from '@quadro/contract/work-maps.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as workMaps from './work-maps.service.ts';

/** The employee's own work maps: create a month's, read it, send it to approval. */
export async function workMapsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listMyWorkMaps, (request) => workMaps.listMyWorkMaps(ctx, actorOf(request)));

  route(app, endpoints.listMyAbsences, (request) =>
    workMaps.listMyAbsences(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.createWorkMap, async (request, reply) =>
    reply.status(201).send(await workMaps.createWorkMap(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.getWorkMap, (request) =>
    workMaps.getWorkMap(ctx, actorOf(request), request.params),
  );

  route(app, endpoints.sendToApproval, (request) =>
    workMaps.sendToApproval(ctx, actorOf(request), request.params),
  );
}
