import { ACCOUNTS_ENDPOINTS as endpoints } from '@quadro/contract/accounts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { changePassword } from '../identity/identity.public.ts';
import * as accounts from './accounts.service.ts';

export async function accountsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.getOwnAccount, (request) => accounts.getOwnAccount(ctx, actorOf(request)), {
    config: { beforeTwoFactor: true },
  });

  route(app, endpoints.updateOwnAccount, (request) =>
    accounts.updateOwnAccount(ctx, actorOf(request), request.body),
  );

  route(
    app,
    endpoints.changePassword,
    async (request, reply) => {
      await changePassword(ctx, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
    { config: { rateLimit: { max: app.config.rateLimits.passwordPerMinute, timeWindow: 60_000 } } },
  );

  route(app, endpoints.listPendingActivation, (request) =>
    accounts.listPendingActivation(ctx, actorOf(request)),
  );

  route(app, endpoints.setAccountEnabled, (request) =>
    accounts.setAccountEnabled(ctx, actorOf(request), {
      id: request.params.id,
      enabled: request.body.enabled,
    }),
  );
}
