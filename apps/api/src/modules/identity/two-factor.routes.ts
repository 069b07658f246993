import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@quadro/contract/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as twoFactor from './two-factor.service.ts';

const errors = errorResponses(400, 401, 403, 409);

/** Two-factor sign-in with an authenticator app: turned on and off by each person. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/accounts/two-factor',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    (request) => twoFactor.twoFactorStatus(ctx, actorOf(request)),
  );

  routes.post(
    '/api/accounts/two-factor/setup',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'A new authenticator secret as text and QR code, waiting for its first code',
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.startTwoFactorSetup(ctx, actorOf(request));
    },
  );

  routes.post(
    '/api/accounts/two-factor/confirm',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'The first code turns two-factor on; ten recovery codes come back this once',
        body: confirmTwoFactorSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.confirmTwoFactor(ctx, actorOf(request), request.body);
    },
  );

  routes.delete(
    '/api/accounts/two-factor',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'Turn two-factor off with the password and a current code',
        body: disableTwoFactorSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    (request) => twoFactor.disableTwoFactor(ctx, actorOf(request), request.body),
  );
}
