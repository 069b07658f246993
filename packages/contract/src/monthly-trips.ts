import { z } from 'zod';
import {
  approvalLevelsSchema,
  approvalStatusSchema,
  type BulkDecision,
  bulkDecisionSchema,
} from './approval.ts';
import { isoDateSchema, requiredText, text } from './fields.ts';
import { monthKeySchema } from './months.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** Why a trip needs a note: computed on every read from the calendar, the work map and limits. */
export const TRIP_FLAGS = [
  'weekend',
  'holiday',
  'vacation',
  'absence',
  'noWorkHours',
  'overTripsLimit',
  'overKilometresLimit',
] as const;
export type TripFlag = (typeof TRIP_FLAGS)[number];

export const TRIP_FLAG_LABELS: Record<TripFlag, string> = {
  weekend: 'On a weekend',
  holiday: 'On a holiday',
  vacation: 'On an approved vacation day',
  absence: 'On a full-day absence',
  noWorkHours: 'No work-map hours that day',
  overTripsLimit: 'Over the most trips a month',
  overKilometresLimit: 'Over the most kilometres a trip',
};

export const MONTHLY_TRIP_MESSAGES = {
  monthNotApproved: 'Trips justify an approved kilometre-map month: this month is not approved',
  dateOutsideMonth: 'Pick a day of the month being justified',
  dateInFuture: 'A trip cannot be in the future',
  clientOrProject: 'Pick a client or a project (one of them)',
  clientNotFound: 'No such client',
  projectNotFound: 'No such project',
  noteRequired: 'This trip is flagged: add a note saying why',
  underKilometres: (recorded: string, required: string) =>
    `The trips hold ${recorded} km; the month's kilometre map needs ${required} km.`,
  notEditable: 'This justification was sent or accepted: its trips cannot be changed now',
  nothingToCopy: 'Last month has no trips to copy',
  saved: 'The trips were saved.',
  copied: (count: number) => `${count} trip${count === 1 ? '' : 's'} copied from last month.`,
  sent: 'The trips justification was sent to approval.',
  approved: 'The trips justification was accepted.',
  rejected: 'The trips justification was sent back.',
  limitSaved: 'Data has been saved',
  limitUpdated: 'Data has been updated',
  limitRemoved: 'Item has been removed',
  limitExists: 'A limit for this scope already starts on this day',
  limitNeedsValue: 'Set the most trips a month, the most kilometres a trip, or both',
  scopeIdRequired: 'Pick who the limit is for',
  scopeIdNotAllowed: 'A limit for everyone names nobody',
} as const;

const KILOMETRES_PATTERN = /^\d{1,6}(\.\d)?$/;
export const KILOMETRES_MESSAGE = 'Enter kilometres above zero with at most 1 decimal, e.g. 12.5';

/** Kilometres above zero with one decimal at most, as a string ('12.5') or a JSON number (12.5). */
export const kilometresSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? VALIDATION_MESSAGES.required : KILOMETRES_MESSAGE,
    })
    .trim()
    .regex(KILOMETRES_PATTERN, KILOMETRES_MESSAGE)
    .refine((value) => !KILOMETRES_PATTERN.test(value) || /[1-9]/.test(value), KILOMETRES_MESSAGE)
    .transform((value) => {
      const [units = '0', tenth = '0'] = value.split('.');
      return `${BigInt(units)}.${tenth}`;
    }),
);

/** One trip as the employee records it; `id` keeps an existing trip's identity. */
export const monthlyTripInputSchema = z
  .object({
    id: z.uuid().optional(),
    date: isoDateSchema,
    origin: requiredText({ max: 200 }),
    destination: requiredText({ max: 200 }),
    purpose: requiredText({ max: 500 }),
    clientId: z.uuid().nullable().optional(),
    projectId: z.uuid().nullable().optional(),
    kilometres: kilometresSchema,
    roundTrip: z.boolean().default(false),
    note: text({ max: 1000 }).default(''),
  })
  .strict()
  .superRefine((trip, context) => {
    if (Boolean(trip.clientId) === Boolean(trip.projectId)) {
      context.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: MONTHLY_TRIP_MESSAGES.clientOrProject,
      });
    }
  });
export type MonthlyTripInput = z.infer<typeof monthlyTripInputSchema>;

/** GET /api/travels/monthly-trips?month=YYYY-MM: the signed-in employee's trips of a month. */
export const monthlyTripsQuerySchema = z.object({ month: monthKeySchema });
export type MonthlyTripsQuery = z.infer<typeof monthlyTripsQuerySchema>;

/** PUT /api/travels/monthly-trips: the month's trips, all of them (the list replaces the last). */
export const saveMonthlyTripsSchema = z
  .object({ month: monthKeySchema, trips: z.array(monthlyTripInputSchema).max(200) })
  .strict();
export type SaveMonthlyTrips = z.infer<typeof saveMonthlyTripsSchema>;

/** POST …/send and …/copy-last-month: the month. */
export const tripMonthSchema = z.object({ month: monthKeySchema }).strict();
export type TripMonth = z.infer<typeof tripMonthSchema>;

export const keyNameSchema = z.object({ id: z.string(), name: z.string() });

export const tripFlagSchema = z.object({ flag: z.enum(TRIP_FLAGS), reason: z.string() });
export type TripFlagView = z.infer<typeof tripFlagSchema>;

export const monthlyTripSchema = z.object({
  id: z.string(),
  date: z.string(),
  origin: z.string(),
  destination: z.string(),
  purpose: z.string(),
  client: keyNameSchema.nullable(),
  project: keyNameSchema.nullable(),
  /** As entered: one way. */
  kilometres: z.string(),
  roundTrip: z.boolean(),
  /** What the trip counts: doubled for a round trip. */
  totalKilometres: z.string(),
  note: z.string(),
  /** Why it needs a note; empty when it needs none. */
  flags: z.array(tripFlagSchema),
});
export type MonthlyTrip = z.infer<typeof monthlyTripSchema>;

/** The limits a month's trips are held to (null: no limit). */
export const tripLimitsInForceSchema = z.object({
  mostTripsAMonth: z.number().nullable(),
  mostKilometresATrip: z.string().nullable(),
});
export type TripLimitsInForce = z.infer<typeof tripLimitsInForceSchema>;

export const tripJustificationSchema = z.object({
  /** Null until the month's trips are first saved. */
  id: z.string().nullable(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** The 15th of the next month ('YYYY-MM-DD', the company's calendar). */
  deadline: z.string(),
  /** Whether the employee may change the trips and send them now. */
  editable: z.boolean(),
  approvalLevels: approvalLevelsSchema.optional(),
});
export type TripJustification = z.infer<typeof tripJustificationSchema>;

/** The employee's trips of a month and what they justify. */
export const monthlyTripsMonthSchema = z.object({
  month: z.string(),
  /** Whether the month's kilometre map is approved: only then are trips recorded. */
  monthApproved: z.boolean(),
  /** The approved month's kilometres: what the trips must reach. */
  kilometresRequired: z.string(),
  /** The trips' kilometres (round trips twice) plus those of road trips by own car. */
  kilometresRecorded: z.string(),
  /** Kilometres of road trips by own car starting in the month, sent or approved. */
  roadTripKilometres: z.string(),
  justification: tripJustificationSchema,
  limits: tripLimitsInForceSchema,
  trips: z.array(monthlyTripSchema),
  /** What a trip may name. */
  options: z.object({ clients: z.array(keyNameSchema), projects: z.array(keyNameSchema) }),
});
export type MonthlyTripsMonth = z.infer<typeof monthlyTripsMonthSchema>;

export const monthlyTripsResultSchema = z.object({
  message: z.string(),
  trips: monthlyTripsMonthSchema,
});
export type MonthlyTripsResult = z.infer<typeof monthlyTripsResultSchema>;

/** The travel state's `monthlyTrips`: each approved month of the year and its justification. */
export const monthlyTripsSummarySchema = z.object({
  month: z.string(),
  status: approvalStatusSchema,
  kilometresRequired: z.string(),
  kilometresRecorded: z.string(),
  deadline: z.string(),
  /** Rejected, or past its deadline without being sent or accepted. */
  requiresAttention: z.boolean(),
});
export type MonthlyTripsSummary = z.infer<typeof monthlyTripsSummarySchema>;

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/travels/monthly-trips-justification: finance's month, one row per employee. */
export const tripJustificationsQuerySchema = z.object({
  month: monthKeySchema,
  status: z.preprocess(blankAsUndefined, approvalStatusSchema.optional()),
  search: text({ max: 100 }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TripJustificationsQuery = z.infer<typeof tripJustificationsQuerySchema>;

export const flaggedTripSchema = monthlyTripSchema.pick({
  id: true,
  date: true,
  origin: true,
  destination: true,
  purpose: true,
  totalKilometres: true,
  note: true,
  flags: true,
});

export const tripJustificationRowSchema = z.object({
  /** Null while the employee has saved no trips for the month. */
  id: z.string().nullable(),
  employee: keyNameSchema,
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** The approved kilometre-map month's euros. */
  value: z.string(),
  kilometresRequired: z.string(),
  kilometresRecorded: z.string(),
  trips: z.number(),
  flaggedTrips: z.array(flaggedTripSchema),
  /** Past the deadline and neither sent nor accepted. */
  pastDeadline: z.boolean(),
  approvalLevels: approvalLevelsSchema.optional(),
});
export type TripJustificationRow = z.infer<typeof tripJustificationRowSchema>;

export const tripJustificationsPageSchema = z.object({
  month: z.string(),
  deadline: z.string(),
  items: z.array(tripJustificationRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TripJustificationsPage = z.infer<typeof tripJustificationsPageSchema>;

/** PUT /api/travels/monthly-trips-justification/approval: accept, or send back with a reason. */
export const tripJustificationApprovalSchema = bulkDecisionSchema(
  'Pick at least one justification',
);
export type TripJustificationApproval = BulkDecision;

/** Who a monthly trip limit holds: everyone, the people on a client, or one employee. */
export const TRIP_LIMIT_SCOPES = ['everyone', 'client', 'employee'] as const;
export type TripLimitScope = (typeof TRIP_LIMIT_SCOPES)[number];
export const TRIP_LIMIT_SCOPE_LABELS: Record<TripLimitScope, string> = {
  everyone: 'Everyone',
  client: 'Client',
  employee: 'Employee',
};

export const tripLimitSchema = z.object({
  id: z.string(),
  scope: z.enum(TRIP_LIMIT_SCOPES),
  /** The client's or employee's id; null for everyone. */
  scopeId: z.string().nullable(),
  scopeName: z.string(),
  mostTripsAMonth: z.number().nullable(),
  mostKilometresATrip: z.string().nullable(),
  /** From this day on; null: always. */
  fromDate: z.string().nullable(),
});
export type TripLimit = z.infer<typeof tripLimitSchema>;

const tripLimitFields = z
  .object({
    scope: z.enum(TRIP_LIMIT_SCOPES),
    scopeId: z.uuid().nullable().optional(),
    mostTripsAMonth: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'Must be between 1 and 999')
      .max(999, 'Must be between 1 and 999')
      .nullable()
      .optional(),
    mostKilometresATrip: kilometresSchema.nullable().optional(),
    fromDate: isoDateSchema.nullable().optional(),
  })
  .strict();

function checkTripLimit(limit: z.infer<typeof tripLimitFields>, context: z.RefinementCtx) {
  if (limit.scope === 'everyone' && limit.scopeId) {
    context.addIssue({
      code: 'custom',
      path: ['scopeId'],
      message: MONTHLY_TRIP_MESSAGES.scopeIdNotAllowed,
    });
  }
  if (limit.scope !== 'everyone' && !limit.scopeId) {
    context.addIssue({
      code: 'custom',
      path: ['scopeId'],
      message: MONTHLY_TRIP_MESSAGES.scopeIdRequired,
    });
  }
  if (limit.mostTripsAMonth == null && limit.mostKilometresATrip == null) {
    context.addIssue({
      code: 'custom',
      path: ['mostTripsAMonth'],
      message: MONTHLY_TRIP_MESSAGES.limitNeedsValue,
    });
  }
}

/** POST /api/travels/trip-limits: finance's new limit. */
export const tripLimitInputSchema = tripLimitFields.superRefine(checkTripLimit);
export type TripLimitInput = z.infer<typeof tripLimitInputSchema>;

/** PUT /api/travels/trip-limits: a limit changed, named by its id. */
export const updateTripLimitSchema = tripLimitFields
  .extend({ id: z.uuid() })
  .superRefine(checkTripLimit);
export type UpdateTripLimit = z.infer<typeof updateTripLimitSchema>;

export const removeTripLimitSchema = z.object({ id: z.uuid() }).strict();

export const TRIP_LIMIT_SORTS = [
  'scope',
  'scopeName',
  'mostTripsAMonth',
  'mostKilometresATrip',
  'fromDate',
] as const;

/** GET /api/travels/trip-limits: the spec §4 generic table's list. */
export const tripLimitsQuerySchema = z.object({
  search: text({ max: 100 }).default(''),
  scope: z.preprocess(blankAsUndefined, z.enum(TRIP_LIMIT_SCOPES).optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(TRIP_LIMIT_SORTS).default('scope')),
  direction: z.preprocess(blankAsUndefined, z.enum(['asc', 'desc']).default('asc')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TripLimitsQuery = z.infer<typeof tripLimitsQuerySchema>;

export const tripLimitsPageSchema = z.object({
  items: z.array(tripLimitSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whom a limit may name. */
  options: z.object({ clients: z.array(keyNameSchema), employees: z.array(keyNameSchema) }),
});
export type TripLimitsPage = z.infer<typeof tripLimitsPageSchema>;

export const tripLimitResultSchema = z.object({ message: z.string(), limit: tripLimitSchema });
export const tripLimitRemovedSchema = z.object({ message: z.string() });
