import { TRANSPORTS_ENDPOINTS as endpoints } from '@quadro/contract/transports.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as transports from './transports.service.ts';

/** The transports catalogue: spec §4's generic table for hr and admin, suggestions for pass holders. */
export async function transportsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listTransports, (request) =>
    transports.listTransports(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.createTransport, async (request, reply) =>
    reply.status(201).send(await transports.createTransport(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.updateTransport, (request) =>
    transports.updateTransport(ctx, actorOf(request), {
      id: request.params.id,
      transport: request.body,
    }),
  );

  route(app, endpoints.removeTransport, (request) =>
    transports.removeTransport(ctx, actorOf(request), { id: request.params.id }),
  );
}
