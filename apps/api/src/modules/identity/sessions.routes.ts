import { IDENTITY_ENDPOINTS as endpoints } from '@quadro/contract/identity.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as sessions from './sessions.service.ts';

/** Where one is signed in, signing sessions out, and HR ending an employee's sessions. */
export async function sessionsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(
    app,
    endpoints.listMySessions,
    (request) => sessions.listMySessions(ctx, actorOf(request)),
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.endMyOtherSessions,
    (request) => sessions.endMyOtherSessions(ctx, actorOf(request)),
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.endMySession,
    (request) => sessions.endMySession(ctx, actorOf(request), request.params),
    { config: { beforeTwoFactor: true } },
  );

  route(app, endpoints.endSessionsOf, (request) =>
    sessions.endSessionsOf(ctx, actorOf(request), request.params),
  );
}
