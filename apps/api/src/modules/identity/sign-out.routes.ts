import { SSO_ENDPOINTS as endpoints } from '@quadro/contract/sso.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { signOut } from './sign-out.service.ts';

/** Log Out: this session ends, and a single sign-on session goes on to the provider's logout. */
export async function signOutRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  route(app, endpoints.signOut, (request) => signOut(ctx, actorOf(request)), {
    config: { beforeTwoFactor: true },
  });
}
