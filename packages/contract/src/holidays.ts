import { z } from 'zod';
import { isoDateSchema, requiredText, text } from './fields.ts';
import { yearSchema } from './months.ts';

export const HOLIDAY_SCOPES = [
  { key: 'national', name: 'National' },
  { key: 'regional', name: 'Regional' },
] as const;
export type HolidayScope = (typeof HOLIDAY_SCOPES)[number]['key'];

export const HOLIDAY_MESSAGES = {
  dateTaken: 'There is already a holiday on this day',
  nationalDay: (name: string) => `This day is already a national holiday (${name})`,
} as const;

/**
 * A holiday of the calendar. National ones are computed for the year and have no id; the
 * regional ones HR adds have one.
 */
export const holidaySchema = z.object({
  id: z.string().nullable(),
  date: z.string(),
  name: z.string(),
  scope: z.enum(['national', 'regional']),
  region: z.string().nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayListSchema = z.array(holidaySchema);

/** GET /api/holidays?year=2026 (default: this year). */
export const holidayQuerySchema = z.object({
  year: yearSchema.optional(),
});

/** POST /api/holidays and PUT /api/holidays/:id (hr): a regional holiday. */
export const holidayInputSchema = z
  .object({
    date: isoDateSchema,
    name: requiredText({ max: 80 }),
    region: text({ max: 80 }).optional(),
  })
  .strict();
export type HolidayInput = z.infer<typeof holidayInputSchema>;
export type HolidayFormValues = z.input<typeof holidayInputSchema>;
