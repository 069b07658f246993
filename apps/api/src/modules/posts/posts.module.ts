import type { FastifyInstance } from 'fastify';
import { celebrationsRoutes } from './celebrations.routes.ts';
import { postCommentsRoutes } from './post-comments.routes.ts';
import { postImageFileRoutes } from './post-image-file.routes.ts';
import { postResponsesRoutes } from './post-responses.routes.ts';
import { postsRoutes } from './posts.routes.ts';

/** The public feed: posts with images, likes, reactions, comments, mentions and celebrations. */
export async function postsModule(app: FastifyInstance) {
  await app.register(postsRoutes);
  await app.register(postImageFileRoutes);
  await app.register(postResponsesRoutes);
  await app.register(postCommentsRoutes);
  await app.register(celebrationsRoutes);
}
