import { z } from 'zod';
import {
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  approvalLevelsSchema,
  approvalStatusSchema,
  checkDecisionReason,
  DECISION_MAX_ITEMS,
  decisionFields,
} from './approval.ts';
import { isoDateSchema, text } from './fields.ts';
import { yearSchema } from './months.ts';
import { monthSchema } from './work-maps.ts';

/** Who decides vacations and reads everybody's (spec §2: hr, admin, cto). */
export const VACATION_APPROVERS = ['hr', 'admin', 'cto'] as const;

/** The longest period one request may span, in calendar days. */
export const VACATION_MAX_SPAN_DAYS = 60;

export const VACATION_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date',
  halfDayOneDay: 'A half day is one day: the end date must be the start date',
  tooLong: `A request spans at most ${VACATION_MAX_SPAN_DAYS} calendar days`,
  pastStart: 'A vacation cannot start in the past',
  beforeStartDate: 'The period starts before your start date',
  noWorkingDay: 'The period has no working day of yours (weekends and holidays do not count)',
  overlap: 'Another of your vacation requests already covers part of this period',
  beforeUsable: (day: string) =>
    `Your first vacation days can be taken from ${day} on, after your first months of contract`,
  overBalance: (year: number, asked: number, left: number) =>
    `This request takes ${asked} day${asked === 1 ? '' : 's'} of ${year}, but only ${left} ` +
    `${left === 1 ? 'is' : 'are'} left`,
  notEditable: (status: string) =>
    `This request is ${APPROVAL_STATUS_LABELS[status as ApprovalStatus] ?? status}: it cannot be changed now`,
  cancelNotApproved: 'Only an approved vacation can be cancelled',
  cancelStarted: 'This period has already started: it cannot be cancelled',
  cancelAlreadyAsked: 'The cancellation of this period is already waiting for a decision',
  alreadyCancelled: 'This vacation is already cancelled',
  created: 'The vacation request was saved.',
  updated: 'The vacation request was updated.',
  removed: 'The vacation request was removed.',
  sent: 'The vacation request was sent to approval.',
  cancellationRequested: 'The cancellation was sent to approval.',
  approved: (count: number) => `${count} request${count === 1 ? ' was' : 's were'} approved.`,
  rejected: (count: number) => `${count} request${count === 1 ? ' was' : 's were'} rejected.`,
} as const;

/** POST /api/vacation and PUT /api/vacation/:id: a period of whole days, or one half day. */
export const vacationInputSchema = z
  .object({
    start: isoDateSchema,
    end: isoDateSchema,
    halfDay: z.boolean().default(false),
    note: text({ max: 500 }).optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.end < input.start) {
      context.addIssue({
        code: 'custom',
        path: ['end'],
        message: VACATION_MESSAGES.endBeforeStart,
      });
    } else if (input.halfDay && input.end !== input.start) {
      context.addIssue({ code: 'custom', path: ['end'], message: VACATION_MESSAGES.halfDayOneDay });
    } else if (
      (Date.parse(input.end) - Date.parse(input.start)) / 86_400_000 >=
      VACATION_MAX_SPAN_DAYS
    ) {
      context.addIssue({ code: 'custom', path: ['end'], message: VACATION_MESSAGES.tooLong });
    }
  });
export type VacationInput = z.infer<typeof vacationInputSchema>;
export type VacationFormValues = z.input<typeof vacationInputSchema>;

/** PUT /api/vacation/send-to-approval. */
export const vacationIdSchema = z.object({ id: z.uuid({ error: 'Required' }) }).strict();

/** PUT /api/vacation/request-cancellation (spec §7: JSON body). */
export const requestCancellationSchema = z
  .object({ id: z.uuid({ error: 'Required' }), reason: text({ max: 500 }).optional() })
  .strict();
export type RequestCancellation = z.infer<typeof requestCancellationSchema>;

export const VACATION_ITEM_KINDS = ['Request', 'Cancellation'] as const;
export type VacationItemKind = (typeof VACATION_ITEM_KINDS)[number];
export const VACATION_ITEM_KIND_LABELS: Record<VacationItemKind, string> = {
  Request: 'Vacation',
  Cancellation: 'Cancellation',
};

/** PUT /api/vacation/approval: approve or reject requests and cancellations at once, all or none. */
export const vacationDecisionSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.enum(VACATION_ITEM_KINDS), id: z.uuid() }).strict())
      .min(1, 'Pick at least one request')
      .max(DECISION_MAX_ITEMS, `At most ${DECISION_MAX_ITEMS} requests at once`),
    ...decisionFields,
  })
  .strict()
  .superRefine(checkDecisionReason);
export type VacationDecision = z.infer<typeof vacationDecisionSchema>;

export const vacationCancellationSchema = z.object({
  id: z.string(),
  status: approvalStatusSchema,
  reason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestedAt: z.string(),
});

export const vacationSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  halfDay: z.boolean(),
  /** Working days the period takes (a half day is 0.5). */
  days: z.number(),
  note: z.string().nullable(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** True once a cancellation was approved: the days are back in the balance. */
  cancelled: z.boolean(),
  /** The latest cancellation request, if any. */
  cancellation: vacationCancellationSchema.nullable(),
  editable: z.boolean(),
  cancellable: z.boolean(),
  createdAt: z.string(),
});
export type Vacation = z.infer<typeof vacationSchema>;

export const vacationBalanceSchema = z.object({
  year: z.number(),
  entitlement: z.number(),
  carriedOver: z.number(),
  carriedOverUntil: z.string(),
  used: z.number(),
  pending: z.number(),
  left: z.number(),
  usableFrom: z.string().nullable(),
  /** Full months of contract on the day asked (the spec's "employee full months"). */
  employeeFullMonths: z.number(),
});
export type VacationBalance = z.infer<typeof vacationBalanceSchema>;

const yearQuery = yearSchema;
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/vacation/mine?year=: the year's requests (those touching it) and its balance. */
export const myVacationsQuerySchema = z.object({ year: optional(yearQuery) });
export const myVacationsSchema = z.object({
  year: z.number(),
  balance: vacationBalanceSchema,
  requests: z.array(vacationSchema),
});
export type MyVacations = z.infer<typeof myVacationsSchema>;

/** GET /api/vacation/day-distribution/employee/{id}?currentYear={year} (spec §7): a list. */
export const dayDistributionQuerySchema = z.object({ currentYear: optional(yearQuery) });
export const dayDistributionSchema = z.array(
  z.object({ month: z.number(), approved: z.number(), pending: z.number() }),
);
export type DayDistribution = z.infer<typeof dayDistributionSchema>;

/** GET /api/vacation: the approvers' table of requests and cancellations. */
export const vacationQuerySchema = z.object({
  status: optional(approvalStatusSchema),
  kind: optional(z.enum(VACATION_ITEM_KINDS)),
  employeeId: optional(z.uuid()),
  clientId: optional(z.uuid()),
  year: optional(yearQuery),
  search: optional(text({ max: 100 })),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type VacationQuery = z.infer<typeof vacationQuerySchema>;

export const vacationRowSchema = z.object({
  kind: z.enum(VACATION_ITEM_KINDS),
  /** The request's id, or the cancellation's. */
  id: z.string(),
  vacationId: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  halfDay: z.boolean(),
  days: z.number(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** The employee's note on a request, their reason on a cancellation. */
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Each approval level's decision of the latest round, when the kind has more than one level. */
  approvalLevels: approvalLevelsSchema.optional(),
});
export type VacationRow = z.infer<typeof vacationRowSchema>;
export const vacationPageSchema = z.object({
  items: z.array(vacationRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type VacationPage = z.infer<typeof vacationPageSchema>;

/** GET /api/vacation/pending-number: what waits for the approvers (menu badge, dashboard). */
export const vacationPendingSchema = z.object({
  requests: z.number(),
  cancellations: z.number(),
  total: z.number(),
});
export type VacationPending = z.infer<typeof vacationPendingSchema>;

/** GET /api/vacation/calendar?month=: who is away, so an approver sees it before deciding. */
export const teamCalendarQuerySchema = z.object({
  month: monthSchema,
  clientId: optional(z.uuid()),
});
export type TeamCalendarQuery = z.infer<typeof teamCalendarQuerySchema>;
export const TEAM_CALENDAR_KINDS = ['vacation', 'absence'] as const;
export type TeamCalendarKind = (typeof TEAM_CALENDAR_KINDS)[number];
/** How many overlapping colleagues an entry names (a big client or team would send thousands). */
export const TEAM_CALENDAR_OVERLAP_NAMES = 5;
const position = z.number().int().min(0);
/** Somebody the month shows: their name and clients (positions in the month's `clients`). */
export const teamCalendarPersonSchema = z.object({
  name: z.string(),
  clients: z.array(position),
});
/**
 * Entries that read alike: one kind, label, status and period, of people on the same clients and
 * in the same teams, so with the same colleagues away. Each entry is its id and its person (a position in `people`).
 */
export const teamCalendarPeriodSchema = z.object({
  kind: z.enum(TEAM_CALENDAR_KINDS),
  start: z.string(),
  end: z.string(),
  halfDay: z.boolean(),
  /** Approved or Pending Approval (vacations); absences are always Approved here. */
  status: approvalStatusSchema,
  /** The absence's type name, or 'Vacation'. */
  label: z.string(),
  entries: z.array(z.object({ id: z.string(), person: position })),
  /**
   * Everybody of those clients and teams away on a day of the period in the month, the period's
   * own people among them: how many, and the first by name (one more than an entry names, so that
   * many are left once its own person is set aside). Null for people on no client and in no team.
   */
  away: z
    .object({
      count: z.number().int(),
      first: z.array(position).max(TEAM_CALENDAR_OVERLAP_NAMES + 1),
    })
    .nullable(),
});
export type TeamCalendarPeriod = z.infer<typeof teamCalendarPeriodSchema>;
/**
 * A month's calendar, compact: each client and person once, by name, and the periods away
 * pointing to them by position (read it as entries with teamCalendarEntries()).
 */
export const teamCalendarSchema = z.object({
  month: z.string(),
  clients: z.array(z.string()),
  people: z.array(teamCalendarPersonSchema),
  periods: z.array(teamCalendarPeriodSchema),
});
export type TeamCalendar = z.infer<typeof teamCalendarSchema>;

/**
 * GET /api/vacation/calendar/overlaps: one entry of a month's calendar (the same month and client
 * filter), by kind and id.
 */
export const teamCalendarOverlapsQuerySchema = teamCalendarQuerySchema.extend({
  kind: z.enum(TEAM_CALENDAR_KINDS),
  id: z.uuid(),
});
export type TeamCalendarOverlapsQuery = z.infer<typeof teamCalendarOverlapsQuerySchema>;
/** Every colleague of a same client or team away on a same day of the month as the entry, by name. */
export const teamCalendarOverlapListSchema = z.object({
  overlapsWith: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TeamCalendarOverlapList = z.infer<typeof teamCalendarOverlapListSchema>;

/** GET /api/vacation/feed: the signed-in user's secret calendar addresses. */
export const calendarFeedSchema = z.object({
  mine: z.string(),
  /** The whole company's approved vacations: approvers only. */
  team: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
