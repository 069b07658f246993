import {
  accountActivationResultSchema,
  accountActivationSchema,
  accountSchema,
  pendingActivationSchema,
  updateAccountSchema,
} from '@quadro/contract/account';
import { changePasswordRequestSchema } from '@quadro/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { changePassword } from '../identity/identity.public.ts';
import * as accounts from './accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function accountsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/accounts',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user profile and form lists',
        response: { 200: accountSchema, ...errors },
      },
    },
    (request) => accounts.getOwnAccount(ctx, actorOf(request)),
  );

  routes.put(
    '/api/accounts',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary: 'Edit the signed-in user profile',
        body: updateAccountSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    (request) => accounts.updateOwnAccount(ctx, actorOf(request), request.body),
  );

  routes.post(
    '/api/accounts/change-password',
    {
      config: {
        access: 'authenticated',
        rateLimit: { max: app.config.rateLimits.passwordPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in user password',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(ctx, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/accounts/pending-activation',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['accounts'],
        summary: 'Accounts waiting for HR activation',
        response: { 200: pendingActivationSchema, ...errors },
      },
    },
    (request) => accounts.listPendingActivation(ctx, actorOf(request)),
  );

  routes.put(
    '/api/accounts/:id/activation',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['accounts'],
        summary: 'Enable or disable an account',
        params: z.object({ id: z.uuid() }),
        body: accountActivationSchema,
        response: { 200: accountActivationResultSchema, ...errors },
      },
    },
    (request) =>
      accounts.setAccountEnabled(ctx, actorOf(request), {
        id: request.params.id,
        enabled: request.body.enabled,
      }),
  );
}
