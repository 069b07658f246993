import { workDayInputSchema, workMapDetailsSchema } from '@quadro/contract/work-maps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/context/actor.ts';
import { errorResponses } from '../../platform/errors/error-responses.ts';
import * as workDays from './work-days.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const mapParams = z.object({ id: z.uuid() });
const dayParams = z.object({ id: z.uuid(), dayId: z.uuid() });

/** The days of a work map, changed by its employee while it is editable. */
export async function workDaysRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.serviceContext;

  routes.post(
    '/api/work-maps/:id/work-days',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Add a work day (start, hours, extraHours, projectId); answers the map',
        params: mapParams,
        body: workDayInputSchema,
        response: { 201: workMapDetailsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await workDays.addWorkDay(ctx, actorOf(request), {
          mapId: request.params.id,
          day: request.body,
        }),
      ),
  );

  routes.put(
    '/api/work-maps/:id/work-days/:dayId',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Edit a work day; answers the map',
        params: dayParams,
        body: workDayInputSchema,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) =>
      workDays.updateWorkDay(ctx, actorOf(request), {
        mapId: request.params.id,
        dayId: request.params.dayId,
        day: request.body,
      }),
  );

  routes.delete(
    '/api/work-maps/:id/work-days/:dayId',
    {
      config: { access: ['employee'] },
      schema: {
        tags: ['work-maps'],
        summary: 'Remove a work day; answers the map',
        params: dayParams,
        response: { 200: workMapDetailsSchema, ...errors },
      },
    },
    (request) =>
      workDays.removeWorkDay(ctx, actorOf(request), {
        mapId: request.params.id,
        dayId: request.params.dayId,
      }),
  );
}
