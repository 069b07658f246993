import {
  createWorkMapSchema,
  myAbsenceListSchema,
  myAbsencesQuerySchema,
  workMapDetailsSchema,
  workMapSummaryListSchema,
} from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as workMaps from './work-maps.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** The employee's own work maps: create a month's, read it, send it to approval. */
export async function workMapsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.get(
    '/api/work-maps/mine',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: "The signed-in employee's work maps with their totals, newest month first",
        response: { 200: workMapSummaryListSchema, ...errors },
      },
    },
    (request) => workMaps.listMyWorkMaps(ctx, actorOf(request)),
  );

  routes.get(
    '/api/work-maps/absences/mine',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: "The signed-in employee's absences of a year (default: this year), newest first",
        querystring: myAbsencesQuerySchema,
        response: { 200: myAbsenceListSchema, ...errors },
      },
    },
    (request) => workMaps.listMyAbsences(ctx, actorOf(request), request.query),
  );

  routes.post(
    '/api/work-maps',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: "Create the employee's map of a month, pre-filled with their working days",
        body: createWorkMapSchema,
        response: { 201: workMapDetailsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await workMaps.createWorkMap(ctx, actorOf(request), request.body)),
  );

  routes.get(
    '/api/work-maps/:id',
    {
      config: { access: ['employee', 'hr', 'admin'] },
      schema: {
        tags: ['work-maps'],
        summary:
          'A work map with its days, absences, holidays and totals (its employee, hr, admin)',
        params,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) => workMaps.getWorkMap(ctx, actorOf(request), request.params),
  );

  routes.put(
    '/api/work-maps/:id/send-to-approval',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'The employee sends their map to approval (again after a rejection or changes)',
        params,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) => workMaps.sendToApproval(ctx, actorOf(request), request.params),
  );
}
