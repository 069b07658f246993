import { z } from 'zod';
import {
  approvalLevelsSchema,
  approvalStatusSchema,
  type BulkDecision,
  bulkDecisionSchema,
} from './approval.ts';
import { isoDateSchema, text } from './fields.ts';
import { formatCalendarDay, formatMonth, ordinal } from './formatting.ts';
import { moneySchema } from './money.ts';
import { monthlyTripsSummarySchema } from './monthly-trips.ts';
import { monthKeySchema, yearSchema } from './months.ts';
import { roadTripSchema } from './road-trips.ts';
import { travelQueueQuerySchema } from './travel-queue-query.ts';

/** Who has travels (spec §2: /app/travels, employee; trainees have none) and who decides them. */
export const TRAVEL_HOLDERS = ['employee'] as const;
export const TRAVEL_APPROVERS = ['financial'] as const;

/** The day of the month the reminder goes to whoever has not sent this month's value. */
export const KILOMETRE_MAP_REMINDER_DAY = 10;

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

/** One month of a kilometre map. */
export const kilometreMapMonthSchema = z.object({
  /** Null until the month is first saved. */
  id: z.string().nullable(),
  /** 'YYYY-MM'. */
  month: z.string(),
  /** Euros. */
  value: z.string(),
  /** €/km: the rate in force on the month's first day, kept once the month is sent. */
  pricePerKm: z.string(),
  /** What the value stands for at that rate, one decimal. */
  kilometres: z.string(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /**
   * The last day the month may be sent ('YYYY-MM-DD', the company's calendar): its deadline day,
   * or for a rejected month the end of its window to fix it when that is later.
   */
  deadline: z.string(),
  /** Whether its owner may change and send it now. */
  editable: z.boolean(),
  /** Neither sent nor approved and past its deadline: it claims nothing and waits for nobody. */
  closed: z.boolean(),
  approvalLevels: approvalLevelsSchema.optional(),
});
export type KilometreMapMonth = z.infer<typeof kilometreMapMonthSchema>;

export const kilometreMapSchema = z.object({
  year: z.number(),
  employee: z.object({ id: z.string(), name: z.string() }),
  /** The vehicle's plate, printed on the map. */
  vehiclePlate: z.string().nullable(),
  /** January to December. */
  months: z.array(kilometreMapMonthSchema).length(12),
});
export type KilometreMap = z.infer<typeof kilometreMapSchema>;

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

const plateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(12, 'At most 12 characters')
  .regex(/^[A-Z0-9 -]*$/, 'Letters, digits, spaces and hyphens only')
  .transform((plate) => plate || null);

/** PUT /api/travels/kilometre-map: a year's plate and the values of the months given. */
export const saveKilometreMapSchema = z
  .object({
    year: yearSchema,
    vehiclePlate: plateSchema.nullable().optional(),
    months: z
      .array(z.object({ month: monthKeySchema, value: moneySchema({ max: '100000.00' }) }).strict())
      .max(12),
  })
  .strict();
export type SaveKilometreMap = z.infer<typeof saveKilometreMapSchema>;

/** POST /api/travels/kilometre-map/send: the months to send ('YYYY-MM'), of any year. */
export const sendKilometreMonthsSchema = z
  .object({ months: z.array(monthKeySchema).min(1, 'Pick at least one month').max(12) })
  .strict();
export type SendKilometreMonths = z.infer<typeof sendKilometreMonthsSchema>;

export const travelStateResultSchema = z.object({
  message: z.string(),
  state: travelStateSchema,
});
export type TravelStateResult = z.infer<typeof travelStateResultSchema>;

/** GET /api/travels/manage: finance's kilometre-map months of a year, or of one month. */
export const manageKilometreMapsQuerySchema = travelQueueQuerySchema;
export type ManageKilometreMapsQuery = z.infer<typeof manageKilometreMapsQuerySchema>;

export const manageKilometreMonthSchema = kilometreMapMonthSchema.extend({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  vehiclePlate: z.string().nullable(),
});
export type ManageKilometreMonth = z.infer<typeof manageKilometreMonthSchema>;

export const manageKilometreMapsPageSchema = z.object({
  items: z.array(manageKilometreMonthSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Sums of the approved months the filters select (every page). */
  approvedTotals: z.object({ value: z.string(), kilometres: z.string() }),
});
export type ManageKilometreMapsPage = z.infer<typeof manageKilometreMapsPageSchema>;

/** PUT /api/travels/approval: finance approves or rejects (reason required) one or more months. */
export const kilometreMapApprovalSchema = bulkDecisionSchema('Pick at least one month');
export type KilometreMapApproval = BulkDecision;

/** A price per kilometre from a day on. */
export const kilometreRateSchema = z.object({
  id: z.string(),
  effectiveDate: z.string(),
  pricePerKm: z.string(),
});
export type KilometreRateView = z.infer<typeof kilometreRateSchema>;

/** GET /api/travels/kilometre-rates: the dated prices, newest first, and the one before them all. */
export const kilometreRateListSchema = z.object({
  /** The pricePerKilometre system parameter: what a month before the first dated price takes. */
  basePricePerKm: z.string(),
  rates: z.array(kilometreRateSchema),
});
export type KilometreRateList = z.infer<typeof kilometreRateListSchema>;

/** POST /api/travels/kilometre-rates: finance adds a rate from a day (three decimals at most). */
export const newKilometreRateSchema = z
  .object({
    effectiveDate: isoDateSchema,
    pricePerKm: z
      .string({ error: 'Required' })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,3})?$/, 'Enter a price such as 0.40 (three decimals at most)')
      .refine((price) => Number(price) > 0, 'Enter a price above zero'),
  })
  .strict();
export type NewKilometreRate = z.infer<typeof newKilometreRateSchema>;

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
