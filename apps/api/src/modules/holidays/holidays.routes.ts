import { HOLIDAYS_ENDPOINTS as endpoints } from '@quadro/contract/holidays.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as holidays from './holidays.service.ts';

/** The holiday calendar: national holidays computed for any year, and the ones HR adds. */
export async function holidaysRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listHolidays, (request) =>
    holidays.listHolidays(ctx, actorOf(request), request.query),
  );

  route(app, endpoints.createHoliday, async (request, reply) =>
    reply.status(201).send(await holidays.createHoliday(ctx, actorOf(request), request.body)),
  );

  route(app, endpoints.updateHoliday, (request) =>
    holidays.updateHoliday(ctx, actorOf(request), {
      id: request.params.id,
      holiday: request.body,
    }),
  );

  route(app, endpoints.removeHoliday, async (request, reply) => {
    await holidays.removeHoliday(ctx, actorOf(request), { id: request.params.id });
    return reply.status(204).send(null);
  });
}
