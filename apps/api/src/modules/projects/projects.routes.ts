import { PROJECTS_ENDPOINTS as endpoints } from '@quadro/contract/projects.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as projects from './projects.service.ts';

/** Projects with their teams; a project and its whole team are saved together. */
export async function projectsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listProjects, (request) =>
    projects.listProjects(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.getProject, (request) =>
    projects.getProject(ctx, actorOf(request), request.params.id),
  );

  route(app, endpoints.createProject, async (request, reply) => {
    const created = await projects.createProject(ctx, actorOf(request), request.body);
    return reply.status(201).send(created);
  });

  route(app, endpoints.updateProject, (request) =>
    projects.updateProject(ctx, actorOf(request), { id: request.params.id, ...request.body }),
  );

  route(app, endpoints.removeProject, async (request, reply) => {
    await projects.removeProject(ctx, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
