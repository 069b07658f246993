import { ACCOUNTS_ENDPOINTS as endpoints } from '@quadro/contract/accounts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { sendAccountJson } from './account-view.ts';
import type { DirectoryCache } from './directory-cache.ts';
import { removeOwnProfilePicture, replaceOwnProfilePicture } from './profile-picture.service.ts';

export async function profilePictureRoutes(
  app: FastifyInstance,
  { directory }: { directory: DirectoryCache },
) {
  const ctx = app.serviceContext;

  route(app, endpoints.replaceOwnProfilePicture, async (request, reply) =>
    sendAccountJson(
      reply,
      await replaceOwnProfilePicture(
        ctx,
        actorOf(request),
        { upload: await request.file() },
        directory,
      ),
    ),
  );

  route(app, endpoints.removeOwnProfilePicture, async (request, reply) =>
    sendAccountJson(reply, await removeOwnProfilePicture(ctx, actorOf(request), directory)),
  );
}
