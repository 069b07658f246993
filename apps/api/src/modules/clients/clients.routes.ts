import { CLIENTS_ENDPOINTS as endpoints } from '@quadro/contract/clients.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as clients from './clients.service.ts';

/** Clients, the employees allocated to each, and the employees without one. */
export async function clientsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listClients, (request) => clients.listClients(ctx, actorOf(request)));

  route(app, endpoints.listEmployeesWithoutClient, (request) =>
    clients.listEmployeesWithoutClient(ctx, actorOf(request)),
  );

  route(app, endpoints.getClient, (request) =>
    clients.getClient(ctx, actorOf(request), { id: request.params.id }),
  );

  route(app, endpoints.createClient, async (request, reply) =>
    reply.status(201).send(await clients.createClient(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.updateClient, (request) =>
    clients.updateClient(ctx, actorOf(request), { id: request.params.id, client: request.body }),
  );

  route(app, endpoints.removeClient, async (request, reply) => {
    await clients.removeClient(ctx, actorOf(request), { id: request.params.id });
    return reply.status(204).send(null);
  });

  route(app, endpoints.addAllocation, async (request, reply) => {
    const created = await clients.addAllocation(ctx, actorOf(request), {
      clientId: request.params.id,
      allocation: request.body,
    });
    return reply.status(201).send(created);
  });

  route(app, endpoints.updateAllocation, (request) =>
    clients.updateAllocation(ctx, actorOf(request), {
      id: request.params.id,
      allocation: request.body,
    }),
  );

  route(app, endpoints.removeAllocation, async (request, reply) => {
    await clients.removeAllocation(ctx, actorOf(request), { id: request.params.id });
    return reply.status(204).send(null);
  });
}
