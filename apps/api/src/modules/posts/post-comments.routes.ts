import { POSTS_ENDPOINTS as endpoints } from '@quadro/contract/posts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as comments from './post-comments.service.ts';

/** Comments on a post: anyone signed in adds one; its author or HR deletes it. */
export async function postCommentsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.addComment, async (request, reply) =>
    reply
      .status(201)
      .send(
        await comments.addComment(ctx, actorOf(request), { ...request.params, ...request.body }),
      ),
  );
  route(app, endpoints.deleteComment, (request) =>
    comments.deleteComment(ctx, actorOf(request), request.params),
  );
}
