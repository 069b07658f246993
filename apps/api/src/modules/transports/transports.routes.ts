import {
  TRANSPORT_MANAGERS,
  TRANSPORT_READERS,
  transportInputSchema,
  transportListSchema,
  transportQuerySchema,
  transportRemovedSchema,
  transportResultSchema,
} from '@quadro/contract/transports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as transports from './transports.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const managers = [...TRANSPORT_MANAGERS];

/** The transports catalogue: spec §4's generic table for hr and admin, suggestions for pass holders. */
export async function transportsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/transports',
    {
      config: { access: [...TRANSPORT_READERS] },
      schema: {
        tags: ['transports'],
        summary:
          'The catalogue of operators’ passes and their usual monthly price, newest first (search: operator or pass type)',
        querystring: transportQuerySchema,
        response: { 200: transportListSchema, ...errors },
      },
    },
    (request) => transports.listTransports(ctx, actorOf(request), request.query),
  );

  routes.post(
    '/api/transports',
    {
      config: { access: managers },
      schema: {
        tags: ['transports'],
        summary: "Add an operator's pass (409 on passType when that operator already has it)",
        body: transportInputSchema,
        response: { 201: transportResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await transports.createTransport(ctx, actorOf(request), request.body)),
  );

  routes.put(
    '/api/transports/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['transports'],
        summary: 'Replace an entry of the catalogue',
        params,
        body: transportInputSchema,
        response: { 200: transportResultSchema, ...errors },
      },
    },
    (request) =>
      transports.updateTransport(ctx, actorOf(request), {
        id: request.params.id,
        transport: request.body,
      }),
  );

  routes.delete(
    '/api/transports/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['transports'],
        summary: 'Remove an entry of the catalogue',
        params,
        response: { 200: transportRemovedSchema, ...errors },
      },
    },
    (request) => transports.removeTransport(ctx, actorOf(request), { id: request.params.id }),
  );
}
