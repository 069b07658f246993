import { POSTS_ENDPOINTS as endpoints } from '@quadro/contract/posts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as search from './post-search.service.ts';
import { readPostUpload } from './post-upload.ts';
import * as posts from './posts.service.ts';

/** The feed and the posts themselves: read, write (multipart with images), delete, remove, search. */
export async function postsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.feed, (request) => posts.feed(ctx, actorOf(request), request.query));
  route(app, endpoints.createPost, async (request, reply) => {
    const actor = actorOf(request);
    const upload = await readPostUpload(ctx, actor, request, { editing: false });
    return reply.status(201).send(await posts.createPost(ctx, actor, upload));
  });
  route(app, endpoints.post, (request) => posts.post(ctx, actorOf(request), request.params));
  route(app, endpoints.updatePost, async (request) => {
    const actor = actorOf(request);
    // Refused before any image of the body is stored.
    await posts.checkEditable(ctx, actor, request.params);
    const upload = await readPostUpload(ctx, actor, request, { editing: true });
    return posts.updatePost(ctx, actor, { id: request.params.id, ...upload });
  });
  route(app, endpoints.deletePost, (request) =>
    posts.deletePost(ctx, actorOf(request), request.params),
  );
  route(app, endpoints.removePost, (request) =>
    posts.removePost(ctx, actorOf(request), { ...request.params, ...request.body }),
  );
  route(app, endpoints.searchPosts, (request) =>
    search.searchPosts(ctx, actorOf(request), request.query),
  );
}
