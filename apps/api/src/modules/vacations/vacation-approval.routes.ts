import {
  teamCalendarQuerySchema,
  teamCalendarSchema,
  VACATION_APPROVERS,
  vacationDecisionSchema,
  vacationPageSchema,
  vacationPendingSchema,
  vacationQuerySchema,
} from '@quadro/contract/vacations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as approval from './vacation-approval.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const access = [...VACATION_APPROVERS];

/** hr, admin and cto: the table, what waits, the decisions and who is away. */
export async function vacationApprovalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/vacation',
    {
      config: { access },
      schema: {
        tags: ['vacations'],
        summary: 'Requests and cancellations sent to approval or decided, waiting ones first',
        querystring: vacationQuerySchema,
        response: { 200: vacationPageSchema, ...errors },
      },
    },
    (request) => approval.listVacationTable(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/vacation/pending-number',
    {
      config: { access },
      schema: {
        tags: ['vacations'],
        summary: 'Requests and cancellations waiting for a decision (menu badge, dashboard)',
        response: { 200: vacationPendingSchema, ...errors },
      },
    },
    (request) => approval.pendingNumber(ctx, actorOf(request)),
  );

  routes.put(
    '/api/vacation/approval',
    {
      config: { access },
      schema: {
        tags: ['vacations'],
        summary: 'Approve or reject (with a reason) requests and cancellations, all or none',
        body: vacationDecisionSchema,
        response: { 200: z.object({ decided: z.number() }), ...errors },
      },
    },
    (request) => approval.decideVacations(ctx, actorOf(request), request.body),
  );

  routes.get(
    '/api/vacation/calendar',
    {
      config: { access },
      schema: {
        tags: ['vacations'],
        summary:
          "A month's approved and pending vacations and absences, overlaps on a client flagged",
        querystring: teamCalendarQuerySchema,
        response: { 200: teamCalendarSchema, ...errors },
      },
    },
    (request) => approval.teamCalendar(ctx, actorOf(request), request.query),
  );

  routes.get(
    '/api/vacation/clients',
    {
      config: { access },
      schema: {
        tags: ['vacations'],
        summary: 'Every client by name, to filter the table and the calendar',
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })), ...errors },
      },
    },
    (request) => approval.listVacationClients(ctx, actorOf(request)),
  );
}
