import { POSTS_ENDPOINTS as endpoints } from '@quadro/contract/posts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as responses from './post-responses.service.ts';

/** The reader's like and reaction on a post; each answers the post's likes and reactions. */
export async function postResponsesRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.like, (request) => responses.like(ctx, actorOf(request), request.params));
  route(app, endpoints.unlike, (request) =>
    responses.unlike(ctx, actorOf(request), request.params),
  );
  route(app, endpoints.react, (request) =>
    responses.react(ctx, actorOf(request), { ...request.params, ...request.body }),
  );
  route(app, endpoints.unreact, (request) =>
    responses.unreact(ctx, actorOf(request), request.params),
  );
}
