import { accountSchema, updateAccountSchema } from '@quadro/contract/account';
import { changePasswordRequestSchema } from '@quadro/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/route-access.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { changePassword } from '../identity/password.service.ts';
import { listPendingActivation } from './accounts.repository.ts';
import * as accounts from './accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function accountsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/accounts',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user profile and form lists',
        response: { 200: accountSchema, ...errors },
      },
    },
    (request) => accounts.getOwnAccount(app, requireAuth(request)),
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
    (request) => accounts.updateOwnAccount(app, requireAuth(request), request.body),
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
      const auth = requireAuth(request);
      await changePassword(app.db, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
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
        response: {
          200: z.array(
            z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.date() }),
          ),
          ...errors,
        },
      },
    },
    () => listPendingActivation(app.db),
  );

  routes.put(
    '/api/accounts/:id/activation',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['accounts'],
        summary: 'Enable or disable an account',
        params: z.object({ id: z.uuid() }),
        body: z.object({ enabled: z.boolean() }).strict(),
        response: { 200: z.object({ id: z.string(), enabled: z.boolean() }), ...errors },
      },
    },
    (request) => accounts.setAccountEnabled(app.db, request.params.id, request.body.enabled),
  );
}
