import { VACATIONS_ENDPOINTS as endpoints } from '@quadro/contract/vacations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './vacation-approval.service.ts';
import * as vacations from './vacations.service.ts';

/** The employee's own requests: ask, change, remove, send, cancel; their balance and days per month. */
export async function vacationsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listMyVacations, (request) =>
    vacations.listMyVacations(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.createVacation, async (request, reply) =>
    reply.status(201).send(await vacations.createVacation(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.getVacation, (request) =>
    vacations.getVacation(ctx, actorOf(request), request.params),
  );

  route(app, endpoints.updateVacation, (request) =>
    vacations.updateVacation(ctx, actorOf(request), { ...request.body, id: request.params.id }),
  );

  route(app, endpoints.removeVacation, async (request, reply) => {
    await vacations.deleteVacation(ctx, actorOf(request), request.params);
    return reply.status(204).send(null);
  });

  route(app, endpoints.sendToApproval, (request) =>
    vacations.sendToApproval(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.requestCancellation, (request) =>
    vacations.requestCancellation(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.employeeBalance, (request) =>
    approval.employeeBalance(ctx, actorOf(request), { ...request.query, id: request.params.id }),
  );

  route(app, endpoints.dayDistribution, (request) =>
    approval.dayDistribution(ctx, actorOf(request), { ...request.query, id: request.params.id }),
  );
}
