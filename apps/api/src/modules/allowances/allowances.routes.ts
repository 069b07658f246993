import { ALLOWANCES_ENDPOINTS as endpoints } from '@quadro/contract/allowances.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as plans from './allowances.service.ts';

/** Each employee's own vacation and Christmas allowance plans. */
export async function allowancesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.myAllowances, (request) => plans.myAllowances(ctx, actorOf(request)));

  route(app, endpoints.addMyPlan, async (request, reply) =>
    reply.status(201).send(await plans.addMyPlan(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.getPlan, (request) => plans.getPlan(ctx, actorOf(request), request.params));

  route(app, endpoints.updatePlan, (request) =>
    plans.updatePlan(ctx, actorOf(request), { ...request.body, id: request.params.id }),
  );

  route(app, endpoints.removePlan, (request) =>
    plans.removePlan(ctx, actorOf(request), request.params),
  );
}
