import {
  oauthErrorSchema,
  revocationRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@quadro/contract/identity';
import { OAUTH_ERRORS } from '@quadro/contract/oauth';
import { SSO_GRANT_TYPE } from '@quadro/contract/sso';
import { MFA_GRANT_TYPE, mfaRequiredSchema } from '@quadro/contract/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { authenticateClient } from './client-authentication.ts';
import { oauthErrorHandler } from './oauth-error-handler.ts';
import { OAuthFailure } from './oauth-failure.ts';
import { requestDevice } from './request-device.ts';
import { mfaGrant, passwordGrant, refreshGrant, ssoCodeGrant } from './token.service.ts';
import { revokeToken } from './token-revocation.service.ts';

/** A readable RFC 6749 description of the first problem of a form, never a schema library's text. */
function invalidForm(error: z.ZodError): OAuthFailure {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'the form';
  const missing = issue?.code === 'invalid_type' || issue?.message === 'Required';
  return new OAuthFailure(
    400,
    OAUTH_ERRORS.invalidRequest,
    missing ? `${field} is required` : `${field} is not valid: ${issue?.message}`,
  );
}

function parseGrant(body: unknown) {
  const grantType = (body as { grant_type?: unknown } | undefined)?.grant_type;
  if (
    grantType !== 'password' &&
    grantType !== 'refresh_token' &&
    grantType !== MFA_GRANT_TYPE &&
    grantType !== SSO_GRANT_TYPE
  ) {
    throw new OAuthFailure(
      400,
      OAUTH_ERRORS.unsupportedGrantType,
      `grant_type must be password, refresh_token, ${MFA_GRANT_TYPE} or ${SSO_GRANT_TYPE}`,
    );
  }
  const parsed = tokenRequestSchema.safeParse(body);
  if (!parsed.success) throw invalidForm(parsed.error);
  return parsed.data;
}

const formBody = z.record(z.string(), z.unknown());

/**
 * POST /connect/token (the OAuth 2 password and refresh-token grants) and POST /connect/revocation
 * (RFC 7009), answering RFC 6749 bodies. The client authenticates by HTTP Basic or in the body.
 */
export async function tokenRoutes(app: FastifyInstance) {
  app.setErrorHandler(
    oauthErrorHandler(
      'The request must be a form: application/x-www-form-urlencoded',
      'token endpoint failed',
    ),
  );

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.post(
    '/connect/token',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.rateLimits.tokenPerMinute, timeWindow: 60_000 },
        openapi: { body: tokenRequestSchema },
      },
      schema: {
        tags: ['identity'],
        summary:
          'Sign in with a password (then a code when two-factor is on: mfa_otp) or a single sign-on code, or refresh a session',
        consumes: ['application/x-www-form-urlencoded'],
        body: formBody,
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          401: oauthErrorSchema,
          403: mfaRequiredSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const client = authenticateClient(app.config, request.headers.authorization, request.body);
      const grant = parseGrant(request.body);
      reply.header('cache-control', 'no-store');
      const device = requestDevice(request);
      if (grant.grant_type === 'password') {
        return passwordGrant(ctx, actorOf(request), {
          username: grant.username,
          password: grant.password,
          clientId: client.clientId,
          device,
        });
      }
      if (grant.grant_type === 'mfa_otp') {
        return mfaGrant(ctx, actorOf(request), {
          mfaToken: grant.mfa_token,
          otp: grant.otp,
          recoveryCode: grant.recovery_code,
          clientId: client.clientId,
          device,
        });
      }
      if (grant.grant_type === SSO_GRANT_TYPE) {
        return ssoCodeGrant(ctx, actorOf(request), {
          code: grant.code,
          clientId: client.clientId,
          device,
        });
      }
      return refreshGrant(ctx, actorOf(request), {
        refreshToken: grant.refresh_token,
        clientId: client.clientId,
        device,
      });
    },
  );

  routes.post(
    '/connect/revocation',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.rateLimits.tokenPerMinute, timeWindow: 60_000 },
        openapi: { body: revocationRequestSchema },
      },
      schema: {
        tags: ['identity'],
        summary:
          'Revoke a refresh token and the session behind it (RFC 7009); unknown tokens answer 200',
        consumes: ['application/x-www-form-urlencoded'],
        body: formBody,
        response: {
          200: z.object({}),
          400: oauthErrorSchema,
          401: oauthErrorSchema,
          429: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const client = authenticateClient(app.config, request.headers.authorization, request.body);
      const parsed = revocationRequestSchema.safeParse(request.body);
      if (!parsed.success) throw invalidForm(parsed.error);
      await revokeToken(ctx, actorOf(request), {
        token: parsed.data.token,
        clientId: client.clientId,
      });
      reply.header('cache-control', 'no-store');
      return {};
    },
  );
}
