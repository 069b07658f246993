import { z } from 'zod';
import { ALLOWANCE_SCHEDULE_KEYS, type AllowanceSchedule } from './allowance-amount.ts';
import type { ApprovalStatus } from './approval.ts';
import { approvalLevelsSchema, type BulkDecision, bulkDecisionSchema } from './approval.ts';
import { text } from './fields.ts';
import { moneySchema } from './money.ts';
import { MONTHS, monthNumberSchema, yearSchema } from './months.ts';
import { requiredOr } from './required-message.ts';

/** Spec §2: who manages plans (/app/payments/manage-allowances) and who keeps their own. */
export const ALLOWANCE_MANAGERS = ['admin', 'financial'] as const;
export const ALLOWANCE_HOLDERS = ['employee'] as const;

/** Spec §3's request-type labels. */
export const ALLOWANCE_TYPES = [
  { key: 'VACATIONS', label: 'Vacations' },
  { key: 'CHRISTMAS', label: 'Christmas' },
] as const;
export type AllowanceType = (typeof ALLOWANCE_TYPES)[number]['key'];
export const allowanceTypeSchema = z.enum(['VACATIONS', 'CHRISTMAS'], {
  error: requiredOr('Pick Vacations or Christmas'),
});
export const ALLOWANCE_TYPE_LABELS: Record<AllowanceType, string> = {
  VACATIONS: 'Vacations',
  CHRISTMAS: 'Christmas',
};

export const ALLOWANCE_SCHEDULES: readonly { key: AllowanceSchedule; label: string }[] = [
  { key: 'FULL', label: 'In full in one month' },
  { key: 'TWELFTHS', label: 'In twelfths with each month’s salary' },
  { key: 'HALF_TWELFTHS', label: 'Half in twelfths, half in full' },
];
export const allowanceScheduleSchema = z.enum(ALLOWANCE_SCHEDULE_KEYS, {
  error: requiredOr('Pick how it is paid'),
});
export const ALLOWANCE_SCHEDULE_LABELS = Object.fromEntries(
  ALLOWANCE_SCHEDULES.map((schedule) => [schedule.key, schedule.label]),
) as Record<AllowanceSchedule, string>;
export const paysInTwelfths = (schedule: AllowanceSchedule) => schedule !== 'FULL';

/**
 * Statuses on the wire (spec §3: "Allowance plan status uses PENDING_APPROVAL"); stored as the
 * shared workflow's states.
 */
export const ALLOWANCE_STATUSES = [
  'PENDING_SUBMISSION',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
] as const;
export type AllowanceStatus = (typeof ALLOWANCE_STATUSES)[number];
export const allowanceStatusSchema = z.enum(ALLOWANCE_STATUSES, {
  error: requiredOr('Pick a status'),
});
export const ALLOWANCE_STATUS_LABELS: Record<AllowanceStatus, string> = {
  PENDING_SUBMISSION: 'Pending Submission',
  PENDING_APPROVAL: 'Pending Approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
const STORED_STATUS: Record<AllowanceStatus, ApprovalStatus> = {
  PENDING_SUBMISSION: 'PendingSubmission',
  PENDING_APPROVAL: 'PendingApproval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
export const storedAllowanceStatus = (status: AllowanceStatus) => STORED_STATUS[status];
export function wireAllowanceStatus(stored: string): AllowanceStatus {
  const found = ALLOWANCE_STATUSES.find((status) => STORED_STATUS[status] === stored);
  if (!found) throw new Error(`Unknown allowance plan status ${stored}`);
  return found;
}

export const ALLOWANCE_PAGE_SIZE = 20;

const monthName = (month: number) => MONTHS[month - 1]?.name ?? String(month);

export const ALLOWANCE_MESSAGES = {
  saved: 'Data has been saved',
  updated: 'Data has been updated',
  removed: 'Item has been removed',
  sent: (count: number) =>
    count === 1 ? 'The plan was sent to approval.' : `${count} plans were sent to approval.`,
  approved: (count: number) =>
    count === 1 ? 'The plan was approved.' : `${count} plans were approved.`,
  rejected: (count: number) =>
    count === 1 ? 'The plan was rejected.' : `${count} plans were rejected.`,
  generated: (count: number, year: number) =>
    count === 0
      ? `Everyone already has both plans for ${year}.`
      : count === 1
        ? `1 plan was added for ${year}.`
        : `${count} plans were added for ${year}.`,
  generateYear: (years: readonly number[]) =>
    `Plans can only be generated for ${years.join(' or ')}`,
  duplicate: (allowance: AllowanceType, year: number) =>
    `A ${ALLOWANCE_TYPE_LABELS[allowance]} allowance plan for ${year} already exists`,
  bothAdded: (year: number) =>
    `Both allowances of ${year} are already added: one Vacations and one Christmas plan a year`,
  twelfthsNeedAgreement: 'Paying in twelfths needs your agreement',
  twelfthsNotAgreed: 'The employee has not agreed to be paid in twelfths',
  amountMissing: 'Enter the amount first: no base salary is recorded for this employee',
  notEditable: (status: AllowanceStatus) =>
    `This plan is ${ALLOWANCE_STATUS_LABELS[status]}: it cannot be changed now`,
  notEmployed: (year: number) => `This employee does not work for the company in ${year}`,
  decided: (allowance: AllowanceType, year: number, status: 'APPROVED' | 'REJECTED') =>
    `Your ${ALLOWANCE_TYPE_LABELS[allowance]} allowance plan for ${year} was ${status === 'APPROVED' ? 'approved' : 'rejected'}.`,
  paymentMonth: (month: number) => `Paid in full in ${monthName(month)}`,
} as const;

export const allowanceYearSchema = yearSchema;
export const allowanceMonthSchema = monthNumberSchema;

/** The most a plan may be: far above any salary, well inside numeric(12,2). */
export const ALLOWANCE_MAX_AMOUNT = '1000000.00';

/**
 * POST /api/allowances: the employee adds a plan for the target year (this year, from December
 * the next). The month pays the part in full (the allowance's default month when left out);
 * twelfths need the employee's agreement, which ticking `twelfthsAgreement` gives.
 */
export const newAllowancePlanSchema = z
  .object({
    allowance: allowanceTypeSchema,
    schedule: allowanceScheduleSchema,
    paymentMonth: allowanceMonthSchema.optional(),
    twelfthsAgreement: z.boolean().default(false),
  })
  .strict()
  .refine((plan) => !paysInTwelfths(plan.schedule) || plan.twelfthsAgreement, {
    path: ['twelfthsAgreement'],
    message: ALLOWANCE_MESSAGES.twelfthsNeedAgreement,
  });
export type NewAllowancePlan = z.infer<typeof newAllowancePlanSchema>;

/**
 * PUT /api/allowances/{id}: the employee changes the schedule or month of their own plan; finance
 * and admin may also set the amount (left out, it is computed from the base salary again).
 */
export const allowancePlanChangesSchema = z
  .object({
    schedule: allowanceScheduleSchema.optional(),
    paymentMonth: allowanceMonthSchema.optional(),
    twelfthsAgreement: z.boolean().optional(),
    amount: moneySchema({ max: ALLOWANCE_MAX_AMOUNT }).nullable().optional(),
  })
  .strict();
export type AllowancePlanChanges = z.infer<typeof allowancePlanChangesSchema>;

export const allowanceInstalmentSchema = z.object({
  month: z.number(),
  amount: z.string(),
  part: z.enum(['twelfth', 'full']),
});

export const allowancePlanSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  year: z.number(),
  allowance: allowanceTypeSchema,
  schedule: allowanceScheduleSchema,
  /** The month of the part paid in full. */
  paymentMonth: z.number(),
  /** Euros as an exact decimal string. */
  amount: z.string(),
  /** How the amount was found: the base salary and the part of it; null when finance set it. */
  basis: z
    .object({
      baseSalary: z.string(),
      numerator: z.number(),
      denominator: z.number(),
    })
    .nullable(),
  instalments: z.array(allowanceInstalmentSchema),
  twelfthsAgreed: z.boolean(),
  status: allowanceStatusSchema,
  rejectionReason: z.string().nullable(),
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Each approval level's decision of the latest round, when the kind has more than one level. */
  approvalLevels: approvalLevelsSchema.optional(),
});
export type AllowancePlan = z.infer<typeof allowancePlanSchema>;

export const allowancePlanResultSchema = z.object({
  message: z.string(),
  plan: allowancePlanSchema,
});
export type AllowancePlanResult = z.infer<typeof allowancePlanResultSchema>;

/** GET /api/allowances/mine: the employee's plans and what the 'Add allowance' button may do. */
export const myAllowancesSchema = z.object({
  /** The year a new plan is for (spec §9). */
  targetYear: z.number(),
  /** False once both allowances of the target year are added. */
  canAdd: z.boolean(),
  /** Allowances of the target year not yet added. */
  available: z.array(allowanceTypeSchema),
  /** The default months of the part paid in full, from the system parameters. */
  defaultMonths: z.object({ VACATIONS: z.number(), CHRISTMAS: z.number() }),
  plans: z.array(allowancePlanSchema),
});
export type MyAllowances = z.infer<typeof myAllowancesSchema>;

const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'All' || value === 'ALL' ? undefined : value),
    schema.optional(),
  );

/** The filters of finance's table, totals and export: each left out (or 'All') means all. */
export const allowanceFiltersSchema = z.object({
  allowance: allOr(allowanceTypeSchema),
  year: allOr(allowanceYearSchema),
  /** Plans paying something in this month (of their year). */
  month: allOr(allowanceMonthSchema),
  status: allOr(allowanceStatusSchema),
  search: text({ max: 100 }).default(''),
});
export type AllowanceFilters = z.infer<typeof allowanceFiltersSchema>;

export const manageAllowancesQuerySchema = allowanceFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ALLOWANCE_PAGE_SIZE),
});
export type ManageAllowancesQuery = z.infer<typeof manageAllowancesQuerySchema>;

export const manageAllowancesPageSchema = z.object({
  items: z.array(allowancePlanSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManageAllowancesPage = z.infer<typeof manageAllowancesPageSchema>;

/**
 * Spec §3's consolidated view of the filtered plans: with a month chosen, the amounts are what
 * falls due in it; otherwise the plans' whole amounts. Euros as exact decimal strings.
 */
export const allowanceTotalsSchema = z.object({
  totalPlans: z.number(),
  totalEmployees: z.number(),
  totalVacations: z.string(),
  totalChristmas: z.string(),
  totalPayment: z.string(),
});
export type AllowanceTotals = z.infer<typeof allowanceTotalsSchema>;

export const allowanceExportQuerySchema = allowanceFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: requiredOr('Pick csv or xlsx') }).default('csv'),
});

export const sendAllowancePlansSchema = z
  .object({ ids: z.array(z.uuid()).min(1, 'Select at least one plan').max(1000) })
  .strict();

/** PUT /api/allowances/approval: the selected plans, approved or rejected with a reason, all or none. */
export const allowanceApprovalSchema = bulkDecisionSchema('Select at least one plan');
export type AllowanceApproval = BulkDecision;

/** POST /api/allowances/generate: the default plan for every employee lacking one that year. */
export const generateAllowancePlansSchema = z.object({ year: allowanceYearSchema }).strict();
