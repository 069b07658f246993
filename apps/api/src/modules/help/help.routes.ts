import { HELP_ENDPOINTS as endpoints } from '@quadro/contract/help.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as help from './help.service.ts';

/** Each screen's help text for the top bar's '?' panel. */
export async function helpRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.docs, (request) => help.screenHelp(ctx, actorOf(request), request.query));
}
