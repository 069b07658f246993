import { z } from 'zod';
import { projectMemberSchema } from './projects.ts';

/** At this share of a budget used (hours or euros), a project is At risk. */
export const BUDGET_AT_RISK_SHARE = 0.9;

export const BUDGET_STATUSES = [
  { key: 'OnTrack', name: 'On track' },
  { key: 'AtRisk', name: 'At risk' },
  { key: 'OverBudget', name: 'Over budget' },
] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number]['key'];
export const budgetStatusLabel = (status: BudgetStatus) =>
  BUDGET_STATUSES.find((entry) => entry.key === status)?.name ?? status;

const decimal = z.string();

/** Hours of one month: approved (from approved work maps) and pending apart. */
const monthHoursSchema = z.object({ month: z.string(), hours: decimal });

export const summaryMemberHoursSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  months: z.array(monthHoursSchema),
  total: decimal,
  pending: decimal,
});

/**
 * One member's salary cost on the project (admin only): their hour cost in each year they worked
 * on it times that year's approved hours.
 */
export const summaryMemberCostSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  /** Per year: the base salary used (in force on the year's last worked day), hours and cost. */
  years: z.array(
    z.object({
      year: z.number().int(),
      baseSalary: decimal,
      workingHours: decimal,
      hourCost: decimal,
      hours: decimal,
      cost: decimal,
    }),
  ),
  hours: decimal,
  cost: decimal,
});

export const summaryTravelSchema = z.object({
  /** Approved kilometre-map trips naming the project: kilometres and their value. */
  trips: z.array(
    z.object({
      date: z.string(),
      employeeName: z.string(),
      origin: z.string(),
      destination: z.string(),
      kilometres: decimal,
      value: decimal,
    }),
  ),
  tripsTotal: decimal,
  /** Approved road trips naming the project (by code or name): their receipts in euros. */
  receipts: z.array(
    z.object({
      roadTripId: z.string(),
      startDate: z.string(),
      employeeName: z.string(),
      destination: z.string(),
      amount: decimal,
    }),
  ),
  receiptsTotal: decimal,
  total: decimal,
});

export const summaryBudgetSchema = z.object({
  hours: decimal.nullable(),
  amount: decimal.nullable(),
  hoursUsed: decimal,
  /** Salary costs plus travel: absent for comercial (it would give the salary costs away). */
  amountUsed: decimal.optional(),
  /** 0..n, four decimals: used ÷ budget; null without that budget. */
  hoursShare: decimal.nullable(),
  amountShare: decimal.nullable().optional(),
  /**
   * Admin's: the worse of the two shares; comercial's: the hours' share alone (the euro use holds
   * salary costs). Null when the project has no budget it weighs.
   */
  status: z.enum(['OnTrack', 'AtRisk', 'OverBudget']).nullable(),
});

/**
 * GET /api/projects/:id/summary-executive (admin, comercial). `costs` and the budget's euro use are
 * absent from comercial's answer, not hidden by the page.
 */
export const projectExecutiveSummarySchema = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    status: z.string(),
  }),
  team: z.array(projectMemberSchema),
  /** 'YYYY-MM' from the first to the last month with hours (approved or pending). */
  months: z.array(z.string()),
  hours: z.object({
    byMember: z.array(summaryMemberHoursSchema),
    byMonth: z.array(monthHoursSchema),
    total: decimal,
    /** Hours on work maps not yet approved (pending approval or still open). */
    pending: decimal,
  }),
  costs: z
    .object({
      socialSecurityRate: decimal,
      byMember: z.array(summaryMemberCostSchema),
      total: decimal,
    })
    .optional(),
  travel: summaryTravelSchema,
  budget: summaryBudgetSchema,
});
export type ProjectExecutiveSummary = z.infer<typeof projectExecutiveSummarySchema>;
