import { EVALUATIONS_ENDPOINTS as endpoints } from '@quadro/contract/evaluations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as assessment from './evaluation-assessment.service.ts';
import * as cycle from './evaluation-cycle.service.ts';
import * as feedback from './evaluation-feedback.service.ts';
import * as goals from './evaluation-goals.service.ts';
import * as moves from './evaluation-moves.service.ts';
import * as evaluations from './evaluations.service.ts';

/** The yearly cycle per evaluation: the year's dates, reading, goals, assessments, moves, feedback. */
export async function evaluationsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.cycle, (request) => cycle.cycle(ctx, actorOf(request), request.query));
  route(app, endpoints.openCycle, (request) =>
    cycle.openCycle(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.mine, (request) => evaluations.mine(ctx, actorOf(request)));
  route(app, endpoints.detail, (request) =>
    evaluations.detail(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.member, (request) =>
    evaluations.member(ctx, actorOf(request), request.query),
  );
  route(app, endpoints.saveGoals, (request) =>
    goals.saveGoals(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.copyTeamGoals, (request) =>
    goals.copyTeamGoals(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.saveSelfAssessment, (request) =>
    assessment.saveSelfAssessment(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.saveAssessment, (request) =>
    assessment.saveAssessment(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.transition, (request) =>
    moves.transition(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.acknowledge, (request) =>
    moves.acknowledge(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.askFeedback, async (request, reply) =>
    reply.status(201).send(await feedback.askFeedback(ctx, actorOf(request), request.body)),
  );
  route(app, endpoints.answerFeedback, (request) =>
    feedback.answerFeedback(ctx, actorOf(request), request.body),
  );
}
