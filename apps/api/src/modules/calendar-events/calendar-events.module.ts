import type { FastifyInstance } from 'fastify';
import { calendarEventsRoutes } from './calendar-events.routes.ts';

/** Calendar events: the team events shown on the vacations calendar beside who is away. */
export async function calendarEventsModule(app: FastifyInstance) {
  await app.register(calendarEventsRoutes);
}
