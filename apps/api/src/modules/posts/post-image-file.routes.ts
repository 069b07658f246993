import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { POST_IMAGE_ROUTE } from './post-image-path.ts';
import { openPostImage } from './posts.service.ts';

/**
 * A post's image for an <img>: no token travels with it, so only the signed link a signed-in
 * reader was given opens it, and only while the post is not removed.
 */
export async function postImageFileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    POST_IMAGE_ROUTE,
    {
      config: { access: 'public', openapi: { response: { 200: fileDownloadDoc(PICTURE_TYPES) } } },
      schema: {
        tags: ['posts'],
        summary: 'An image of a post, through the signed link given in the post’s images',
        params: z.object({ imageId: z.uuid() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const image = await openPostImage(app.serviceContext, actorOf(request), {
        imageId: request.params.imageId,
        ...request.query,
      });
      await sendStoredFile(reply, image, 'inline');
      return reply.header('cache-control', 'private, max-age=86400');
    },
  );
}
