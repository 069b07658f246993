import { ACCOUNTS_ENDPOINTS as endpoints } from '@quadro/contract/accounts.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { removeOwnProfilePicture, replaceOwnProfilePicture } from './profile-picture.service.ts';

export async function profilePictureRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.replaceOwnProfilePicture, async (request) =>
    replaceOwnProfilePicture(ctx, actorOf(request), { upload: await request.file() }),
  );

  route(app, endpoints.removeOwnProfilePicture, (request) =>
    removeOwnProfilePicture(ctx, actorOf(request)),
  );
}
