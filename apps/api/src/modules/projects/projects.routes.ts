import {
  projectInputSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectSchema,
} from '@quadro/contract/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as projects from './projects.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const PROJECT_MANAGERS = ['admin', 'comercial'] as const;

/** Projects with their teams; a project and its whole team are saved together. */
export async function projectsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/projects',
    {
      config: { access: [...PROJECT_MANAGERS] },
      schema: {
        tags: ['projects'],
        summary: 'A page of projects, newest first, filtered by client and status',
        querystring: projectListQuerySchema,
        response: { 200: projectPageSchema, ...errors },
      },
    },
    (request) => projects.listProjects(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/projects/:id',
    {
      config: { access: [...PROJECT_MANAGERS] },
      schema: {
        tags: ['projects'],
        summary: 'One project with its team',
        params,
        response: { 200: projectSchema, ...errors },
      },
    },
    (request) => projects.getProject(ctx, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/projects',
    {
      config: { access: [...PROJECT_MANAGERS] },
      schema: {
        tags: ['projects'],
        summary: 'Add a project with its team',
        body: projectInputSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await projects.createProject(ctx, actorOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/api/projects/:id',
    {
      config: { access: [...PROJECT_MANAGERS] },
      schema: {
        tags: ['projects'],
        summary: 'Change a project; the team given replaces its team',
        params,
        body: projectInputSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    (request) =>
      projects.updateProject(ctx, actorOf(request), { id: request.params.id, ...request.body }),
  );

  routes.delete(
    '/api/projects/:id',
    {
      config: { access: [...PROJECT_MANAGERS] },
      schema: {
        tags: ['projects'],
        summary: 'Remove a project with its team',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await projects.removeProject(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
