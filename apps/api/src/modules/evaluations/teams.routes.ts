import { EVALUATIONS_ENDPOINTS as endpoints } from '@quadro/contract/evaluations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as teams from './teams.service.ts';

/** Teams: the CTO keeps them; the CTO and their evaluators read them. */
export async function teamsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listTeams, (request) =>
    teams.listTeams(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.team, (request) => teams.team(ctx, actorOf(request), request.query));
  route(app, endpoints.createTeam, async (request, reply) =>
    reply.status(201).send(await teams.createTeam(ctx, actorOf(request), request.body)),
  );
  route(app, endpoints.updateTeam, (request) =>
    teams.updateTeam(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.removeTeam, (request) =>
    teams.removeTeam(ctx, actorOf(request), request.query),
  );
}
