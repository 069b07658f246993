import { WORK_MAPS_ENDPOINTS as endpoints } from '@quadro/contract/work-maps.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as workDays from './work-days.service.ts';

/** The days of a work map, changed by its employee while it is editable. */
export async function workDaysRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.addWorkDay, async (request, reply) =>
    reply.status(201).send(
      await workDays.addWorkDay(ctx, actorOf(request), {
        mapId: request.params.id,
        day: request.body,
      }),
    ),
  );

  route(app, endpoints.updateWorkDay, (request) =>
    workDays.updateWorkDay(ctx, actorOf(request), {
      mapId: request.params.id,
      dayId: request.params.dayId,
      day: request.body,
    }),
  );

  route(app, endpoints.removeWorkDay, (request) =>
    workDays.removeWorkDay(ctx, actorOf(request), {
      mapId: request.params.id,
      dayId: request.params.dayId,
    }),
  );
}
