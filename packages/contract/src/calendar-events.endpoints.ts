import { z } from 'zod';
import {
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventQuerySchema,
  calendarEventSchema,
} from './calendar-events.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = z.object({ id: z.uuid() });
/** Who keeps the vacations calendar keeps its team events. */
const CALENDAR_KEEPERS = ['hr', 'admin', 'cto'] as const;

/** Team events on the vacations calendar: an offsite, a release freeze, a training day. */
export const CALENDAR_EVENTS_ENDPOINTS = {
  listCalendarEvents: defineEndpoint({
    method: 'GET',
    path: '/api/calendar-events',
    access: CALENDAR_KEEPERS,
    tag: 'calendar-events',
    summary: 'The team events touching a month, by start',
    query: calendarEventQuerySchema,
    responses: { 200: calendarEventListSchema, ...errors },
  }),
  createCalendarEvent: defineEndpoint({
    method: 'POST',
    path: '/api/calendar-events',
    access: CALENDAR_KEEPERS,
    tag: 'calendar-events',
    summary: 'Add a team event (400 on start when it is in the past)',
    body: calendarEventInputSchema,
    responses: { 201: calendarEventSchema, ...errors },
  }),
  updateCalendarEvent: defineEndpoint({
    method: 'PUT',
    path: '/api/calendar-events/:id',
    access: CALENDAR_KEEPERS,
    tag: 'calendar-events',
    summary: 'Change a team event (a new start may not be in the past)',
    params,
    body: calendarEventInputSchema,
    responses: { 200: calendarEventSchema, ...errors },
  }),
  removeCalendarEvent: defineEndpoint({
    method: 'DELETE',
    path: '/api/calendar-events/:id',
    access: CALENDAR_KEEPERS,
    tag: 'calendar-events',
    summary: 'Remove a team event',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
