import { IDENTITY_ENDPOINTS as endpoints } from '@quadro/contract/identity.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { isKnownClient } from './identity.policy.ts';
import { requestPasswordReset, resetPassword } from './password.service.ts';
import { registerAccount, registrationStatus } from './registration.service.ts';

/** Credentials are optional on these public forms, but when sent they must name a known client. */
function assertKnownClient(
  app: FastifyInstance,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
) {
  if (body.client_id === undefined) return;
  if (!isKnownClient(app.config, body.client_id, body.client_secret ?? '')) {
    throw new AppError('unauthorized', 'Unknown client');
  }
}

export async function accountRecoveryRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.rateLimits.passwordPerMinute, timeWindow: 60_000 };
  const ctx = app.serviceContext;

  route(
    app,
    endpoints.requestPasswordReset,
    async (request, reply) => {
      assertKnownClient(app, request.body);
      await requestPasswordReset(ctx, actorOf(request), { email: request.body.email });
      return reply.status(204).send(null);
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.resetPassword,
    async (request, reply) => {
      assertKnownClient(app, request.body);
      await resetPassword(ctx, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.registerAccount,
    async (request, reply) => {
      assertKnownClient(app, request.body);
      const account = await registerAccount(ctx, actorOf(request), request.body);
      return reply.status(201).send(account);
    },
    { config: { rateLimit } },
  );
  route(app, endpoints.getRegistrationStatus, async () => registrationStatus(ctx));
}
