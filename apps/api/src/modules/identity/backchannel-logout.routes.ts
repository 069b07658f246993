import { oauthErrorSchema } from '@quadro/contract/auth';
import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import { ssoBackChannelLogoutPath } from '@quadro/contract/sso';
import { backChannelLogoutRequestSchema } from '@quadro/contract/sso-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { honourBackChannelLogout } from './backchannel-logout.service.ts';
import { LogoutTokenRejected } from './logout-token.ts';

const invalidRequest = (description: string) => ({
  error: OAUTH_ERRORS.invalidRequest,
  error_description: description,
});

/**
 * POST /connect/oidc/:provider/backchannel-logout (OpenID Connect Back-Channel Logout 1.0): the
 * provider posts a signed logout token; 200 with an empty body once honoured, 400 invalid_request
 * when the token may not end anything. Public (the token is the proof), never cached.
 */
export async function backChannelLogoutRoutes(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof LogoutTokenRejected) {
      request.log.warn({ reason: error.message }, 'back-channel logout refused');
      return reply.status(error.status).send(invalidRequest(error.message));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: OAUTH_ERRORS.tooManyAttempts, error_description: 'too many requests' });
    }
    if (status < 500) {
      return reply
        .status(400)
        .send(invalidRequest('The request must be a form with a logout_token'));
    }
    request.log.error({ err: error }, 'back-channel logout failed');
    return reply
      .status(500)
      .send({ error: 'server_error', error_description: 'The server could not answer' });
  });

  const ctx = app.serviceContext;
  app.withTypeProvider<ZodTypeProvider>().post(
    ssoBackChannelLogoutPath(':provider'),
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.rateLimits.tokenPerMinute, timeWindow: 60_000 },
        openapi: { body: backChannelLogoutRequestSchema },
      },
      schema: {
        tags: ['identity'],
        summary:
          "The provider's back-channel logout: a signed logout token ends the Quadro sessions of its sid or sub",
        consumes: ['application/x-www-form-urlencoded'],
        params: z.object({ provider: z.string().max(64) }),
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.literal('').describe('An empty body: the logout is honoured'),
          400: oauthErrorSchema,
          404: oauthErrorSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const form = backChannelLogoutRequestSchema.safeParse(request.body);
      if (!form.success) throw new LogoutTokenRejected('logout_token is required');
      await honourBackChannelLogout(ctx, actorOf(request), {
        providerId: request.params.provider,
        logoutToken: form.data.logout_token,
      });
      return reply.status(200).send('');
    },
  );
}
