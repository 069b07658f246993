import { SSO_ENDPOINTS } from '@quadro/contract/sso.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { listSignInLinksOf } from './sign-in-links.service.ts';

/** HR's view of an employee's identity-provider links. */
export async function signInLinksRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;
  route(app, SSO_ENDPOINTS.listSignInLinksOf, async (request) =>
    listSignInLinksOf(ctx, actorOf(request), { id: request.params.id }),
  );
}
