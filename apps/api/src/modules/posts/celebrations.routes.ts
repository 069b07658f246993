import { POSTS_ENDPOINTS as endpoints } from '@quadro/contract/posts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as celebrations from './celebrations.service.ts';

/** The day's birthdays and work anniversaries on the feed, and each person's choice to hide theirs. */
export async function celebrationsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.celebrations, (request) => celebrations.celebrations(ctx, actorOf(request)));
  route(app, endpoints.celebrationPreference, (request) =>
    celebrations.preference(ctx, actorOf(request)),
  );
  route(app, endpoints.saveCelebrationPreference, (request) =>
    celebrations.savePreference(ctx, actorOf(request), request.body),
  );
}
