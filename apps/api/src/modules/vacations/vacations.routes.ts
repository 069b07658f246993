import {
  dayDistributionQuerySchema,
  dayDistributionSchema,
  myVacationsQuerySchema,
  myVacationsSchema,
  requestCancellationSchema,
  VACATION_APPROVERS,
  vacationBalanceSchema,
  vacationIdSchema,
  vacationInputSchema,
  vacationSchema,
} from '@quadro/contract/vacations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as approval from './vacation-approval.service.ts';
import * as vacations from './vacations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });
const READERS = ['employee', 'hr', 'admin', 'cto'] as const;

/** The employee's own requests: ask, change, remove, send, cancel; their balance and days per month. */
export async function vacationsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/vacation/mine',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary:
          "The signed-in employee's requests touching a year (default: this one) and its balance",
        querystring: myVacationsQuerySchema,
        response: { 200: myVacationsSchema, ...errors },
      },
    },
    (request) => vacations.listMyVacations(ctx, actorOf(request), request.query),
  );

  routes.post(
    '/api/vacation',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary: 'Ask for a period (or one half day); it starts Pending Submission',
        body: vacationInputSchema,
        response: { 201: vacationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vacations.createVacation(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/api/vacation/:id',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['vacations'],
        summary: 'A request (its employee, hr, admin, cto)',
        params,
        response: { 200: vacationSchema, ...errors },
      },
    },
    (request) => vacations.getVacation(ctx, actorOf(request), request.params),
  );

  routes.put(
    '/api/vacation/:id',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary: 'Change a request not yet sent (or rejected)',
        params,
        body: vacationInputSchema,
        response: { 200: vacationSchema, ...errors },
      },
    },
    (request) =>
      vacations.updateVacation(ctx, actorOf(request), { ...request.body, id: request.params.id }),
  );

  routes.delete(
    '/api/vacation/:id',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary: 'Remove a request not yet sent (or rejected)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await vacations.deleteVacation(ctx, actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/vacation/send-to-approval',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary: 'Send a request to the approvers (again once fixed after a rejection)',
        body: vacationIdSchema,
        response: { 200: vacationSchema, ...errors },
      },
    },
    (request) => vacations.sendToApproval(ctx, actorOf(request), request.body),
  );

  routes.put(
    '/api/vacation/request-cancellation',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['vacations'],
        summary: 'Ask the approvers to cancel an approved period not yet started',
        body: requestCancellationSchema,
        response: { 200: vacationSchema, ...errors },
      },
    },
    (request) => vacations.requestCancellation(ctx, actorOf(request), request.body),
  );

  routes.get(
    '/api/vacation/balance/employee/:id',
    {
      config: { access: [...VACATION_APPROVERS] },
      schema: {
        tags: ['vacations'],
        summary: "Anyone's balance of a year, to decide their request (hr, admin, cto)",
        params,
        querystring: myVacationsQuerySchema,
        response: { 200: vacationBalanceSchema, ...errors },
      },
    },
    (request) =>
      approval.employeeBalance(ctx, actorOf(request), { ...request.query, id: request.params.id }),
  );

  routes.get(
    '/api/vacation/day-distribution/employee/:id',
    {
      config: { access: [...READERS] },
      schema: {
        tags: ['vacations'],
        summary: 'Approved and pending vacation days per month of a year (spec §7)',
        params,
        querystring: dayDistributionQuerySchema,
        response: { 200: dayDistributionSchema, ...errors },
      },
    },
    (request) =>
      approval.dayDistribution(ctx, actorOf(request), { ...request.query, id: request.params.id }),
  );
}
