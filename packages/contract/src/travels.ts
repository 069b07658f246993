import { z } from 'zod';
import { text } from './fields.ts';
import { formatCalendarDay, formatMonth, ordinal } from './formatting.ts';
import { kilometreMapSchema } from './kilometre-maps.ts';
import { monthlyTripsSummarySchema } from './monthly-trips.ts';
import { monthKeySchema, yearSchema } from './months.ts';
import { roadTripSchema } from './road-trips.ts';

/** Who has travels (spec §2: /app/travels, employee; trainees have none) and who decides them. */
export const TRAVEL_HOLDERS = ['employee'] as const;
export const TRAVEL_APPROVERS = ['financial'] as const;

/** Whole euros without decimals ('2250'), cents otherwise, as the changelog words the cap. */
const euroAmount = (amount: string) => amount.replace(/\.00$/, '');

/** The spec's texts (§5, word for word at the default parameters) and this area's others. */
export const TRAVEL_MESSAGES = {
  monthOverCap: (cap: string) =>
    `A single month of a kilometre map may not exceed ${euroAmount(cap)} euro.`,
  afterDeadline: (day: number) =>
    `Kilometre map values cannot be submitted after the ${ordinal(day)} of the month.`,
  resubmitClosed: (until: string) =>
    `This rejected month could be fixed and sent again until ${formatCalendarDay(until)}: it is closed now.`,
  fixRejectedBy: (until: string) =>
    `Change the value if needed, save and send the month again by ${formatCalendarDay(until)}.`,
  nextClosing: (month: string, deadline: string) =>
    `${formatMonth(month)} closes on ${formatCalendarDay(deadline)}: save and send it by then.`,
  noMonthOpen: (year: number) => `Every month of ${year} is closed.`,
  overYear: (toReceive: string) =>
    `The months together may not exceed the dislocation to receive (${toReceive} €).`,
  monthOutsideYear: (year: number) => `Pick a month of ${year}`,
  notEditable: 'This month was sent or approved: it cannot be changed now',
  sendWithoutValue: 'Fill in a value above zero before sending',
  noDislocation: 'You have no dislocation allowance this year: there is nothing to plan.',
  saved: 'The kilometre map was saved.',
  sent: 'The kilometre map was sent to approval.',
  approved: 'The kilometre map was approved.',
  rejected: 'The kilometre map was rejected.',
  rateExists: 'A rate already starts on this day',
  nothingToDownload: (year: number) =>
    `No month of ${year} is approved yet: there is nothing to download.`,
} as const;

/** GET /api/travels?year=: the signed-in employee's travel state of a year (this year by default). */
export const travelStateQuerySchema = z.object({ year: yearSchema.optional() });
export type TravelStateQuery = z.infer<typeof travelStateQuerySchema>;

/** A year's or a month's sums: euros, kilometres, receipts (the approved road trips' euros). */
export const travelTotalsSchema = z.object({
  value: z.string(),
  kilometres: z.string(),
  receipts: z.string(),
});
export type TravelTotals = z.infer<typeof travelTotalsSchema>;

/** Spec §3 travel state: the kilometre map of the year, its limits and counts. */
export const travelStateSchema = z.object({
  year: z.number(),
  /** The year's approved months and their trips' justification. */
  monthlyTrips: z.array(monthlyTripsSummarySchema),
  employeeKilometresMap: kilometreMapSchema,
  /** The year's road trips (by their start date), newest first. */
  roadTrips: z.array(roadTripSchema),
  /** Months of the year still open to send (this one until its deadline day). */
  numberOfMonthsToPlan: z.number(),
  /** The first month of the year still open and not sent, and its deadline; null when none is. */
  nextClosing: z.object({ month: z.string(), deadline: z.string() }).nullable(),
  /** The year's sum of the monthly dislocation allowance in force each month. */
  dislocationToReceive: z.string(),
  /** What no sent or approved month holds yet. */
  dislocationLeft: z.string(),
  /** Months waiting for finance. */
  pendingNumber: z.number(),
  /** Rejected months still to fix (not closed), and months whose trips need attention (sent back, or late). */
  requiresAttentionNumber: z.number(),
  totals: z.object({ year: travelTotalsSchema, months: z.array(travelTotalsSchema).length(12) }),
  /** The lesser of left and max. */
  available: z.string(),
  /** The monthly cap. */
  max: z.string(),
  /** Whether the year has anything approved to download. */
  canDownload: z.boolean(),
});
export type TravelState = z.infer<typeof travelStateSchema>;

export const travelStateResultSchema = z.object({
  message: z.string(),
  state: travelStateSchema,
});
export type TravelStateResult = z.infer<typeof travelStateResultSchema>;

/** GET /api/travels/totals: a year's approved kilometre-map months per employee (this year by default). */
export const travelTotalsQuerySchema = z.object({
  year: yearSchema.optional(),
  search: text({ max: 100 }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TravelTotalsQuery = z.infer<typeof travelTotalsQuerySchema>;

export const travelTotalsRowSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string() }),
  /** January to December; null where no month was approved. */
  /** Approved map values, their kilometres and approved road trips' receipts. */
  months: z.array(travelTotalsSchema.nullable()).length(12),
  total: travelTotalsSchema,
});
export type TravelTotalsRow = z.infer<typeof travelTotalsRowSchema>;

export const travelYearTotalsSchema = z.object({
  year: z.number(),
  /** Every employee's approved months summed per month and for the year (not one page). */
  company: z.object({ months: z.array(travelTotalsSchema).length(12), total: travelTotalsSchema }),
  items: z.array(travelTotalsRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TravelYearTotals = z.infer<typeof travelYearTotalsSchema>;

/** GET /api/travels/totals/export?year=&format=csv|xlsx. */
export const travelTotalsExportQuerySchema = z.object({
  year: yearSchema.optional(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** GET /api/travels/zip-download?month=: finance's zip of a month's approved maps and receipts. */
export const travelMonthZipQuerySchema = z.object({ month: monthKeySchema });
export type TravelMonthZipQuery = z.infer<typeof travelMonthZipQuerySchema>;

/** GET /api/travels/zip-download/year?year=: the employee's own approved year (this year by default). */
export const travelYearZipQuerySchema = z.object({ year: yearSchema.optional() });
export type TravelYearZipQuery = z.infer<typeof travelYearZipQuerySchema>;
