import { PROVISIONING_ENDPOINTS as endpoints } from '@quadro/contract/provisioning.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as tokens from './scim-tokens.service.ts';

/** HR's SCIM bearer tokens: listed, created (shown once) and revoked. */
export async function scimTokensRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listScimTokens, (request) => tokens.listScimTokens(ctx, actorOf(request)));

  route(app, endpoints.createScimToken, async (request, reply) =>
    reply.status(201).send(await tokens.createScimToken(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.revokeScimToken, (request) =>
    tokens.revokeScimToken(ctx, actorOf(request), { id: request.params.id }),
  );
}
