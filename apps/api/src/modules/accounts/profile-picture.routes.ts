import { accountSchema } from '@quadro/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/route-access.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileDownloadDoc, fileUploadDoc } from '../../platform/files/file-docs.ts';
import { PICTURE_TYPES } from '../../platform/files/media-types.ts';
import { sendStoredFile } from '../../platform/files/send-stored-file.ts';
import { getOwnAccount } from './accounts.service.ts';
import {
  findProfilePicture,
  removeProfilePicture,
  replaceProfilePicture,
} from './profile-picture.service.ts';
import { PROFILE_PICTURE_ROUTE, profilePicturePath } from './profile-picture-path.ts';

const errors = errorResponses(400, 401, 404, 413, 415);

export async function profilePictureRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/accounts/profile-picture',
    {
      config: { access: 'authenticated', openapi: { body: fileUploadDoc } },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a new profile picture (multipart, one PNG or JPEG file, 5 MiB at most)',
        consumes: ['multipart/form-data'],
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await replaceProfilePicture(app, auth.userId, await request.file());
      return getOwnAccount(app, auth);
    },
  );

  routes.delete(
    '/api/accounts/profile-picture',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary: 'Remove the profile picture, back to the default avatar',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await removeProfilePicture(app, auth.userId);
      return getOwnAccount(app, auth);
    },
  );

  routes.get(
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
      const { fileId } = request.params;
      const { expires, signature } = request.query;
      if (!app.urlSigner.verify(profilePicturePath(fileId), expires, signature)) {
        throw notFound('Profile picture');
      }
      const picture = await findProfilePicture(app.db, fileId);
      if (!picture) throw notFound('Profile picture');
      await sendStoredFile(reply, picture, 'inline');
      return reply.header('cache-control', 'private, max-age=86400');
    },
  );
}
