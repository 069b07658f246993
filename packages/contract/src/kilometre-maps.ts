import { z } from 'zod';
import {
  approvalLevelsSchema,
  approvalStatusSchema,
  type BulkDecision,
  bulkDecisionSchema,
} from './approval.ts';
import { isoDateSchema } from './fields.ts';
import { moneySchema } from './money.ts';
import { monthKeySchema, yearSchema } from './months.ts';
import { travelQueueQuerySchema } from './travel-queue-query.ts';

/** The day of the month the reminder goes to whoever has not sent this month's value. */
export const KILOMETRE_MAP_REMINDER_DAY = 10;

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
