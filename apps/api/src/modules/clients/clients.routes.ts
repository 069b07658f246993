import { keyNameSchema } from '@quadro/contract/account';
import {
  allocationInputSchema,
  clientAllocationSchema,
  clientInputSchema,
  clientListSchema,
  clientSchema,
} from '@quadro/contract/clients';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as clients from './clients.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const READERS = ['hr', 'financial', 'admin', 'comercial'] as const;
const params = z.object({ id: z.uuid() });

/** Clients, the employees allocated to each, and the employees without one. */
export async function clientsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/clients',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['clients'],
        summary: 'Every client with its allocations, by name',
        response: { 200: clientListSchema, ...errors },
      },
    },
    (request) => clients.listClients(ctx, actorOf(request)),
  );

  routes.get(
    '/api/clients/employees-without-client',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Enabled employees allocated to no client today',
        response: { 200: z.array(keyNameSchema), ...errors },
      },
    },
    (request) => clients.listEmployeesWithoutClient(ctx, actorOf(request)),
  );

  routes.get(
    '/api/clients/:id',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['clients'],
        summary: 'One client with its allocations',
        params,
        response: { 200: clientSchema, ...errors },
      },
    },
    (request) => clients.getClient(ctx, actorOf(request), { id: request.params.id }),
  );

  routes.post(
    '/api/clients',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Add a client',
        body: clientInputSchema,
        response: { 201: clientSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clients.createClient(ctx, actorOf(request), request.body)),
  );

  routes.put(
    '/api/clients/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: "Change a client's fields",
        params,
        body: clientInputSchema,
        response: { 200: clientSchema, ...errors },
      },
    },
    (request) =>
      clients.updateClient(ctx, actorOf(request), { id: request.params.id, client: request.body }),
  );

  routes.delete(
    '/api/clients/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Remove a client and its allocations (409 while it has projects)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clients.removeClient(ctx, actorOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/clients/:id/allocations',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Allocate an employee to the client for a period',
        params,
        body: allocationInputSchema,
        response: { 201: clientAllocationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await clients.addAllocation(ctx, actorOf(request), {
        clientId: request.params.id,
        allocation: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/api/clients/allocations/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Change an allocation (employee, from, to)',
        params,
        body: allocationInputSchema,
        response: { 200: clientAllocationSchema, ...errors },
      },
    },
    (request) =>
      clients.updateAllocation(ctx, actorOf(request), {
        id: request.params.id,
        allocation: request.body,
      }),
  );

  routes.delete(
    '/api/clients/allocations/:id',
    {
      config: { access: ['hr'] },
      schema: {
        tags: ['clients'],
        summary: 'Remove an allocation',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clients.removeAllocation(ctx, actorOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
