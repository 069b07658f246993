import { PEOPLE_ENDPOINTS as endpoints } from '@quadro/contract/people.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as interests from './interests.service.ts';

/** The catalogue of interests HR curates, and the signed-in user's own picks. */
export async function interestsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listInterests, (request) => interests.listInterests(ctx, actorOf(request)));

  route(app, endpoints.createInterest, async (request, reply) => {
    const created = await interests.createInterest(ctx, actorOf(request), request.body);
    return reply.status(201).send(created);
  });

  route(app, endpoints.renameInterest, (request) =>
    interests.renameInterest(ctx, actorOf(request), { id: request.params.id, ...request.body }),
  );

  route(app, endpoints.removeInterest, async (request, reply) => {
    await interests.removeInterest(ctx, actorOf(request), { id: request.params.id });
    return reply.status(204).send(null);
  });

  route(app, endpoints.getOwnInterests, (request) =>
    interests.getOwnInterests(ctx, actorOf(request)),
  );

  route(app, endpoints.replaceOwnInterests, (request) =>
    interests.replaceOwnInterests(ctx, actorOf(request), request.body),
  );
}
