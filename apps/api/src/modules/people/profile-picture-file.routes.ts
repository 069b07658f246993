import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc } from '../../platform/files/file-docs.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { openProfilePicture } from './profile-picture.service.ts';
import { PROFILE_PICTURE_ROUTE } from './profile-picture-path.ts';

export async function profilePictureFileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PROFILE_PICTURE_ROUTE,
    {
      config: { access: 'public', openapi: { response: { 200: fileDownloadDoc(PICTURE_TYPES) } } },
      schema: {
        tags: ['accounts'],
        summary: 'A profile picture, through the signed link given in profile_picture_url',
        params: z.object({ fileId: z.uuid() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const picture = await openProfilePicture(app.serviceContext, actorOf(request), {
        fileId: request.params.fileId,
        ...request.query,
      });
      await sendStoredFile(reply, picture, 'inline');
      return reply.header('cache-control', 'private, max-age=86400');
    },
  );
}
