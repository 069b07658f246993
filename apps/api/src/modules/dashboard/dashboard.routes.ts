import { DASHBOARD_ENDPOINTS as endpoints } from '@quadro/contract/dashboard.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ModuleManifest } from '../module-manifest.ts';
import * as crm from './crm-dashboard.service.ts';
import * as crypto from './crypto-dashboard.service.ts';
import * as dashboard from './dashboard.service.ts';

export async function dashboardRoutes(
  app: FastifyInstance,
  { manifests }: { manifests: readonly ModuleManifest[] },
) {
  const ctx = app.serviceContext;
  const pieces = manifests.flatMap((manifest) => (manifest.dashboard ? [manifest.dashboard] : []));

  route(app, endpoints.dashboard, (request) =>
    dashboard.dashboardOf(ctx, actorOf(request), pieces),
  );
  route(app, endpoints.crm, (request) => crm.crmDashboard(ctx, actorOf(request)));
  route(app, endpoints.crypto, (request) =>
    crypto.cryptoDashboard(ctx, actorOf(request), request.query),
  );
}
