import { APPEARANCE_ENDPOINTS as endpoints } from '@quadro/contract/appearance.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as appearance from './appearance.service.ts';

/** The signed-in user's shell appearance and the Show Guide's seen flag (docs/appearance.md). */
export async function appearanceRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  route(app, endpoints.getAppearance, (request) => appearance.getAppearance(ctx, actorOf(request)));
  route(app, endpoints.updateAppearance, (request) =>
    appearance.updateAppearance(ctx, actorOf(request), request.body),
  );
  route(app, endpoints.markGuideSeen, (request) => appearance.markGuideSeen(ctx, actorOf(request)));
}
