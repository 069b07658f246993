import { PARAMETERS_ENDPOINTS as endpoints } from '@quadro/contract/parameters.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as parameters from './parameters.service.ts';

/** HR's screen of system parameters; modules read the values through ctx.parameters. */
export async function parametersRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.companyToday, (request) => parameters.companyToday(ctx, actorOf(request)));

  route(app, endpoints.listSystemParameters, (request) =>
    parameters.listSystemParameters(ctx, actorOf(request)),
  );

  route(app, endpoints.updateSystemParameter, (request) =>
    parameters.updateSystemParameter(ctx, actorOf(request), {
      key: request.params.key,
      value: request.body.value,
    }),
  );
}
