import {
  interestCatalogueSchema,
  interestInputSchema,
  interestSchema,
  ownInterestsInputSchema,
} from '@quadro/contract/interests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as interests from './interests.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** The catalogue of interests HR curates, and the signed-in user's own picks. */
export async function interestsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/interests',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['interests'],
        summary: 'The catalogue of interests',
        response: { 200: interestCatalogueSchema, ...errors },
      },
    },
    (request) => interests.listInterests(ctx, actorOf(request)),
  );

  routes.post(
    '/api/interests',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['interests'],
        summary: 'Add an interest to the catalogue',
        body: interestInputSchema,
        response: { 201: interestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await interests.createInterest(ctx, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/api/interests/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['interests'],
        summary: 'Rename an interest',
        params,
        body: interestInputSchema,
        response: { 200: interestSchema, ...errors },
      },
    },
    (request) =>
      interests.renameInterest(ctx, actorOf(request), { id: request.params.id, ...request.body }),
  );

  routes.delete(
    '/api/interests/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['interests'],
        summary: "Remove an interest from the catalogue and from everyone's picks",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await interests.removeInterest(ctx, actorOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/accounts/interests',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['interests'],
        summary: 'The interests the signed-in user picked',
        response: { 200: interestCatalogueSchema, ...errors },
      },
    },
    (request) => interests.getOwnInterests(ctx, actorOf(request)),
  );

  routes.put(
    '/api/accounts/interests',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['interests'],
        summary: "Replace the signed-in user's interests with the given ones",
        body: ownInterestsInputSchema,
        response: { 200: interestCatalogueSchema, ...errors },
      },
    },
    (request) => interests.replaceOwnInterests(ctx, actorOf(request), request.body),
  );
}
