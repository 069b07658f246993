import { KILOMETRE_MAPS_ENDPOINTS as endpoints } from '@quadro/contract/kilometre-maps.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './kilometre-map-approval.service.ts';
import * as kilometreMaps from './kilometre-maps.service.ts';
import * as rates from './kilometre-rates.service.ts';

/** The employee's kilometre map, finance's months and decisions, the prices per kilometre. */
export async function kilometreMapsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.saveKilometreMap, (request) =>
    kilometreMaps.saveKilometreMap(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.sendKilometreMonths, (request) =>
    kilometreMaps.sendKilometreMonths(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.manageKilometreMaps, (request) =>
    approval.manageKilometreMaps(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));
  route(app, endpoints.decideKilometreMonths, (request) =>
    approval.decideKilometreMonths(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.listKilometreRates, () => rates.listKilometreRates(ctx));
  route(app, endpoints.addKilometreRate, async (request, reply) =>
    reply.status(201).send(await rates.addKilometreRate(ctx, actorOf(request), request.body)),
  );
}
