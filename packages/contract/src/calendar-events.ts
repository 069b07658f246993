import { z } from 'zod';
import { requiredText } from './fields.ts';
import { monthKeySchema } from './months.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Spec §3: the colours an event may take, offered by name (stored without '#'). */
export const EVENT_COLOUR_OPTIONS = [
  { hex: 'EC407A', name: 'Red' },
  { hex: '43A047', name: 'Green' },
  { hex: '2096f3', name: 'Blue' },
  { hex: 'AB47BC', name: 'Violet' },
  { hex: 'FF5722', name: 'Orange' },
] as const;
const EVENT_HEXES = EVENT_COLOUR_OPTIONS.map((option) => option.hex) as [string, ...string[]];
/** Spec §3: an event's colour when none is chosen. */
export const DEFAULT_EVENT_COLOUR = '43A047';

export const CALENDAR_EVENT_MESSAGES = {
  pastStart: 'The start cannot be in the past',
  endBeforeStart: 'The end must be after the start',
  created: 'The event was added to the calendar.',
  updated: 'The event was changed.',
  removed: 'The event was removed from the calendar.',
} as const;

/** A team event on the vacations calendar (spec §3's calendar event, stored by the API). */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  hexColor: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/** GET /api/calendar-events?month=2026-12: the events that touch the month. */
export const calendarEventQuerySchema = z.object({
  month: monthKeySchema,
});

const instant = z.iso.datetime({ offset: true, error: VALIDATION_MESSAGES.required });
/** Holds when either side is still missing: 'Required' says it then. */
const endAfterStart = (event: { start: string; end: string }) =>
  !event.start || !event.end || new Date(event.end).getTime() > new Date(event.start).getTime();

/**
 * POST /api/calendar-events and PUT /api/calendar-events/:id. The start may not be in the past
 * (the server checks against its clock; an event already begun keeps its start when edited).
 */
export const calendarEventInputSchema = z
  .object({
    title: requiredText({ max: 120 }),
    start: instant,
    end: instant,
    hexColor: z.enum(EVENT_HEXES).default(DEFAULT_EVENT_COLOUR),
  })
  .strict()
  .refine(endAfterStart, { path: ['end'], message: CALENDAR_EVENT_MESSAGES.endBeforeStart });
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/**
 * The event form (spec §5: title required; start and end date-time pickers that disallow past
 * dates): the pickers' local date-times (`2026-12-01T09:00`), sent as instants.
 */
export function calendarEventFormSchema(now: Date, keptStart?: string) {
  const local = z.string().min(1, VALIDATION_MESSAGES.required);
  return z
    .object({ title: requiredText({ max: 120 }), start: local, end: local, hexColor: z.string() })
    .refine(
      (form) =>
        !form.start || form.start === keptStart || new Date(form.start).getTime() >= now.getTime(),
      { path: ['start'], message: CALENDAR_EVENT_MESSAGES.pastStart },
    )
    .refine(endAfterStart, { path: ['end'], message: CALENDAR_EVENT_MESSAGES.endBeforeStart });
}
export type CalendarEventFormValues = z.infer<ReturnType<typeof calendarEventFormSchema>>;
