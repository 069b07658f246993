import { MONTHLY_TRIPS_ENDPOINTS as endpoints } from '@quadro/contract/monthly-trips.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as trips from './monthly-trips.service.ts';
import * as justifications from './trip-justification.service.ts';
import * as limits from './trip-limits.service.ts';

/** Monthly trips: the employee's trips and justification, finance's review and trip limits. */
export async function monthlyTripsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.monthlyTrips, (request) =>
    trips.monthlyTrips(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.saveMonthlyTrips, (request) =>
    trips.saveMonthlyTrips(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.copyLastMonthTrips, (request) =>
    trips.copyLastMonthTrips(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.sendTripJustification, (request) =>
    trips.sendTripJustification(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.tripJustifications, (request) =>
    justifications.tripJustifications(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.decideTripJustifications, (request) =>
    justifications.decideTripJustifications(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.requiresAttentionNumber, (request) =>
    justifications.requiresAttentionNumber(ctx, actorOf(request)),
  );
  route(app, endpoints.listTripLimits, (request) =>
    limits.listTripLimits(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.addTripLimit, async (request, reply) =>
    reply.status(201).send(await limits.addTripLimit(ctx, actorOf(request), request.body)),
  );
  route(app, endpoints.updateTripLimit, (request) =>
    limits.updateTripLimit(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.removeTripLimit, (request) =>
    limits.removeTripLimit(ctx, actorOf(request), request.body),
  );
}
