import { accountSchema } from '@quadro/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import { fileUploadDoc } from '../../platform/files/file-docs.ts';
import { removeOwnProfilePicture, replaceOwnProfilePicture } from './profile-picture.service.ts';

const errors = errorResponses(400, 401, 404, 413, 415);

export async function profilePictureRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

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
    async (request) =>
      replaceOwnProfilePicture(ctx, actorOf(request), { upload: await request.file() }),
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
    (request) => removeOwnProfilePicture(ctx, actorOf(request)),
  );
}
