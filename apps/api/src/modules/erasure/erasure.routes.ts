import { ERASURE_ENDPOINTS as endpoints } from '@quadro/contract/erasure.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ModuleManifest } from '../module-manifest.ts';
import { eraseEmployee } from './erasure.service.ts';

export async function erasureRoutes(
  app: FastifyInstance,
  { manifests }: { manifests: readonly ModuleManifest[] },
) {
  route(app, endpoints.erasePerson, (request) =>
    eraseEmployee(app.serviceContext, manifests, actorOf(request), {
      id: request.params.id,
      erasure: request.body,
    }),
  );
}
