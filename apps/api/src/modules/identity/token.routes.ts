import { oauthErrorSchema, tokenRequestSchema, tokenResponseSchema } from '@quadro/contract/auth';
import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { isKnownClient } from './identity.policy.ts';
import { invalidClient, OAuthFailure } from './oauth-failure.ts';
import { passwordGrant, refreshGrant } from './token.service.ts';

function parseGrant(body: unknown) {
  const grantType = (body as { grant_type?: unknown } | undefined)?.grant_type;
  if (grantType !== 'password' && grantType !== 'refresh_token') {
    throw new OAuthFailure(
      400,
      OAUTH_ERRORS.unsupportedGrantType,
      'grant_type must be password or refresh_token',
    );
  }
  const parsed = tokenRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OAuthFailure(
      400,
      OAUTH_ERRORS.invalidRequest,
      `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** POST /connect/token: the OAuth 2 password and refresh-token grants, answering RFC 6749 bodies. */
export async function tokenRoutes(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthFailure) return reply.status(error.status).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send({ error: OAUTH_ERRORS.tooManyAttempts, error_description: 'too many requests' });
    if (status >= 500) request.log.error({ err: error }, 'token endpoint failed');
    return reply
      .status(status >= 500 ? 500 : 400)
      .send({ error: status >= 500 ? 'server_error' : OAUTH_ERRORS.invalidRequest });
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/connect/token',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.rateLimits.tokenPerMinute, timeWindow: 60_000 },
        openapi: { body: tokenRequestSchema },
      },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a password or refresh a session',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.record(z.string(), z.unknown()),
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          401: oauthErrorSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = parseGrant(request.body);
      if (!isKnownClient(app.config, grant.client_id, grant.client_secret)) throw invalidClient();
      reply.header('cache-control', 'no-store');
      const ctx = app.serviceContext;
      if (grant.grant_type === 'password') {
        return passwordGrant(ctx, actorOf(request), {
          username: grant.username,
          password: grant.password,
          clientId: grant.client_id,
        });
      }
      return refreshGrant(ctx, actorOf(request), {
        refreshToken: grant.refresh_token,
        clientId: grant.client_id,
      });
    },
  );
}
