import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@quadro/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { isKnownClient } from './identity.policy.ts';
import { requestPasswordReset, resetPassword } from './password.service.ts';
import { registerAccount } from './registration.service.ts';

const errors = errorResponses(400, 401, 409, 429);

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.rateLimits.passwordPerMinute, timeWindow: 60_000 };
  const ctx = app.serviceContext;

  routes.post(
    '/account/ForgotPassword',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Email a password reset link',
        body: forgotPasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      assertKnownClient(app, request.body);
      await requestPasswordReset(ctx, actorOf(request), { email: request.body.email });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/account/ResetPassword',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with a reset code',
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      assertKnownClient(app, request.body);
      await resetPassword(ctx, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/account/Register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Create an account that HR activates later',
        body: registerRequestSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      assertKnownClient(app, request.body);
      const account = await registerAccount(ctx, actorOf(request), request.body);
      return reply.status(201).send(account);
    },
  );
}
