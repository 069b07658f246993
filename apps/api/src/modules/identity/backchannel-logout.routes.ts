import { oauthErrorSchema } from '@quadro/contract/identity';
import { ssoBackChannelLogoutPath } from '@quadro/contract/sso';
import { backChannelLogoutRequestSchema } from '@quadro/contract/sso-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { honourBackChannelLogout } from './backchannel-logout.service.ts';
import { LogoutTokenRejected } from './logout-token.ts';
import { oauthErrorHandler } from './oauth-error-handler.ts';

/**
 * POST /connect/oidc/:provider/backchannel-logout (OpenID Connect Back-Channel Logout 1.0): the
 * provider posts a signed logout token; 200 with an empty body once honoured, 400 invalid_request
 * when the token may not end anything. Public (the token is the proof), never cached.
 */
export async function backChannelLogoutRoutes(app: FastifyInstance) {
  app.setErrorHandler(
    oauthErrorHandler('The request must be a form with a logout_token', 'back-channel logout', {
      logRefusals: true,
    }),
  );

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
