import { ACCOUNTS_ENDPOINTS as endpoints } from '@quadro/contract/accounts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import type { CompressedAnswers } from '../../platform/http/compressed-answers.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { changePassword } from '../identity/identity.public.ts';
import { sendAccountJson, sendAccountPayload } from './account-view.ts';
import * as accounts from './accounts.service.ts';
import type { DirectoryCache } from './directory-cache.ts';

export async function accountsRoutes(
  app: FastifyInstance,
  { directory, answers }: { directory: DirectoryCache; answers: CompressedAnswers },
) {
  const ctx = app.serviceContext;

  route(
    app,
    endpoints.getOwnAccount,
    async (request, reply) => {
      const answer = await accounts.getOwnAccount(ctx, actorOf(request), directory);
      if (!answer.sharedKey) return sendAccountJson(reply, answer);
      return sendAccountPayload(
        reply,
        await answers.payload(request, reply, answer.sharedKey, answer.json),
      );
    },
    { config: { beforeTwoFactor: true } },
  );

  route(app, endpoints.updateOwnAccount, async (request, reply) =>
    sendAccountJson(
      reply,
      await accounts.updateOwnAccount(ctx, actorOf(request), request.body, directory),
    ),
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
