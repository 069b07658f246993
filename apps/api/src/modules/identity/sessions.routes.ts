import { sessionEndedSchema, sessionListSchema } from '@quadro/contract/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as sessions from './sessions.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });

/** Where one is signed in, signing sessions out, and HR ending an employee's sessions. */
export async function sessionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/sessions',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: "Where you're signed in: each open session, this one marked current",
        response: { 200: sessionListSchema, ...errors },
      },
    },
    (request) => sessions.listMySessions(ctx, actorOf(request)),
  );

  routes.delete(
    '/api/sessions/others',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'Sign out everywhere else: every session of yours but this one',
        response: { 200: sessionEndedSchema, ...errors },
      },
    },
    (request) => sessions.endMyOtherSessions(ctx, actorOf(request)),
  );

  routes.delete(
    '/api/sessions/:id',
    {
      config: { access: 'authenticated', beforeTwoFactor: true },
      schema: {
        tags: ['identity'],
        summary: 'Sign out one of your sessions (its access tokens stop within seconds)',
        params,
        response: { 200: sessionEndedSchema, ...errors },
      },
    },
    (request) => sessions.endMySession(ctx, actorOf(request), request.params),
  );

  routes.delete(
    '/api/employees/:id/sessions',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['identity'],
        summary: 'End every session of an employee (a lost laptop), audited',
        params,
        response: { 200: sessionEndedSchema, ...errors },
      },
    },
    (request) => sessions.endSessionsOf(ctx, actorOf(request), request.params),
  );
}
