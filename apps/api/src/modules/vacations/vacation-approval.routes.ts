import { VACATIONS_ENDPOINTS as endpoints } from '@quadro/contract/vacations.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as approval from './vacation-approval.service.ts';

/** hr, admin and cto: the table, what waits, the decisions and who is away. */
export async function vacationApprovalRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listVacationTable, (request) =>
    approval.listVacationTable(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.pendingNumber, (request) => approval.pendingNumber(ctx, actorOf(request)));

  route(app, endpoints.decideVacations, (request) =>
    approval.decideVacations(ctx, actorOf(request), request.body),
  );

  route(app, endpoints.teamCalendar, (request) =>
    approval.teamCalendar(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.teamCalendarOverlaps, (request) =>
    approval.teamCalendarOverlapsOf(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.listVacationClients, (request) =>
    approval.listVacationClients(ctx, actorOf(request)),
  );
}
