import { IDENTITY_ENDPOINTS as endpoints } from '@quadro/contract/identity.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as twoFactor from './two-factor.service.ts';

/** Two-factor sign-in with an authenticator app: turned on and off by each person, reset by HR. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(
    app,
    endpoints.twoFactorStatus,
    (request) => twoFactor.twoFactorStatus(ctx, actorOf(request)),
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.startTwoFactorSetup,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.startTwoFactorSetup(ctx, actorOf(request));
    },
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.confirmTwoFactor,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.confirmTwoFactor(ctx, actorOf(request), request.body);
    },
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.disableTwoFactor,
    (request) => twoFactor.disableTwoFactor(ctx, actorOf(request), request.body),
    { config: { beforeTwoFactor: true } },
  );

  route(
    app,
    endpoints.regenerateRecoveryCodes,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.regenerateRecoveryCodes(ctx, actorOf(request), request.body);
    },
    { config: { beforeTwoFactor: true } },
  );

  // HR's reset of an employee's two-factor sign-in (a lost phone).
  route(app, endpoints.resetTwoFactorOf, (request) =>
    twoFactor.resetTwoFactorOf(ctx, actorOf(request), request.params),
  );
}
