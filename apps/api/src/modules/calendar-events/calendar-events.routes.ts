import { CALENDAR_EVENTS_ENDPOINTS as endpoints } from '@quadro/contract/calendar-events.endpoints';
import type { FastifyInstance } from 'fastify';
import { actorOf, requireSignedIn } from '../../platform/context/actor.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import * as events from './calendar-events.service.ts';

/** Team events on the vacations calendar, kept by those who keep the calendar (route rule). */
export async function calendarEventsRoutes(app: FastifyInstance) {
  const ctx = app.serviceContext;

  route(app, endpoints.listCalendarEvents, (request) => events.listEvents(ctx, request.query));

  route(app, endpoints.createCalendarEvent, async (request, reply) =>
    reply
      .status(201)
      .send(await events.createEvent(ctx, requireSignedIn(actorOf(request)), request.body)),
  );

  route(app, endpoints.updateCalendarEvent, (request) =>
    events.updateEvent(ctx, requireSignedIn(actorOf(request)), {
      id: request.params.id,
      event: request.body,
    }),
  );

  route(app, endpoints.removeCalendarEvent, async (request, reply) => {
    await events.removeEvent(ctx, requireSignedIn(actorOf(request)), { id: request.params.id });
    return reply.status(204).send(null);
  });
}
