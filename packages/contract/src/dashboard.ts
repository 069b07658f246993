import { z } from 'zod';
import { FIGURE_KINDS } from './figures.ts';

/** How a dashboard figure is shown: its kind, formatted by `formatFigure` (figures.ts). */
export const DASHBOARD_UNITS = FIGURE_KINDS;
export type DashboardUnit = (typeof DASHBOARD_UNITS)[number];

/**
 * One number on a dashboard and the list it counts: `href` is an /app path with the list's filters
 * set in its query (`/app/manage-vacations?status=PendingApproval`), so clicking the number opens
 * exactly what it counts. `value` is a decimal string ('3', '12.50') or, for `status`, the label.
 */
export const dashboardFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  unit: z.enum(DASHBOARD_UNITS),
  href: z.string(),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

/**
 * The widgets a person's own profiles give (GET /api/dashboard `widgets`), each lent by its
 * module: vacations, evaluations, kilometres, this month's work map and travel pass, allowances.
 */
export const DASHBOARD_WIDGET_KEYS = [
  'myVacations',
  'myEvaluation',
  'myKilometres',
  'myWorkMap',
  'myTravelPass',
  'myAllowances',
] as const;
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGET_KEYS)[number];

export const dashboardWidgetSchema = z.object({
  key: z.enum(DASHBOARD_WIDGET_KEYS),
  title: z.string(),
  /** A line under the title ('2026', 'November 2026'), or null. */
  caption: z.string().nullable(),
  figures: z.array(dashboardFigureSchema),
  /** The widget's own page: 'Open my vacations' → /app/vacations. */
  link: z.object({ label: z.string(), href: z.string() }),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/**
 * What approvers find waiting for them (GET /api/dashboard `pending`): one figure per approvable
 * kind whose deciders include one of the person's profiles, counting only what that person may
 * decide now (their approval level, never their own items).
 */
export const PENDING_KEYS = [
  'workMaps',
  'vacations',
  'vacationCancellations',
  'travelPasses',
  'kilometreMaps',
  'roadTrips',
  'tripJustifications',
  'salaryReceipts',
  'allowancePlans',
  'evaluations',
] as const;
export type PendingKey = (typeof PENDING_KEYS)[number];

export const AWAY_KINDS = ['vacation', 'absence'] as const;

/** Someone away on a day of the week: an approved vacation or a work-map absence. */
export const awayPersonSchema = z.object({
  personId: z.string(),
  name: z.string(),
  kind: z.enum(AWAY_KINDS),
  /** The first and last day of the stretch away that touches the week (calendar days). */
  from: z.string(),
  to: z.string(),
});
export type AwayPerson = z.infer<typeof awayPersonSchema>;

/**
 * Who is away: `today` and the rest of `thisWeek` (Monday to Sunday, the company's calendar), of
 * the people one works with (the same client today, the same evaluation team) or, for HR,
 * everybody. `scope` says which; the lists are capped at AWAY_LIST_MAX with `more` counting the rest.
 */
export const AWAY_LIST_MAX = 20;
export const awaySchema = z.object({
  scope: z.enum(['colleagues', 'everybody']),
  today: z.array(awayPersonSchema),
  todayMore: z.number().int(),
  thisWeek: z.array(awayPersonSchema),
  thisWeekMore: z.number().int(),
  /** The calendar to see more: the team calendar for its readers, else null. */
  href: z.string().nullable(),
});
export type Away = z.infer<typeof awaySchema>;

export const NEXT_HOLIDAYS_COUNT = 5;
export const upcomingHolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'regional']),
});
export type UpcomingHoliday = z.infer<typeof upcomingHolidaySchema>;

export const LATEST_POSTS_COUNT = 3;
export const postTeaserSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** The post's readable text (mentions as names), cut at 140 characters with '…'. */
  excerpt: z.string(),
  createdAt: z.string(),
});
export type PostTeaser = z.infer<typeof postTeaserSchema>;

/** GET /api/dashboard: one call, only what the person's profiles allow. */
export const dashboardSchema = z.object({
  /** The company's today (YYYY-MM-DD), which 'today', 'this week' and 'this month' are taken from. */
  today: z.string(),
  widgets: z.array(dashboardWidgetSchema),
  pending: z.array(dashboardFigureSchema),
  away: awaySchema,
  nextHolidays: z.array(upcomingHolidaySchema),
  latestPosts: z.array(postTeaserSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export { CRM_DASHBOARD_AUDIENCE, CRYPTO_DASHBOARD_AUDIENCE } from './dashboard-audiences.ts';
export const PROJECTS_ENDING_WITHIN_DAYS = 30;

export const crmDashboardSchema = z.object({
  today: z.string(),
  /** 'YYYY-MM': this month, whose approved and pending work-map hours are counted per client. */
  month: z.string(),
  /** Projects in the Active status → /app/projects?status=active. */
  activeProjects: dashboardFigureSchema,
  hoursPerClient: z.array(
    z.object({ clientId: z.string(), clientName: z.string(), hours: dashboardFigureSchema }),
  ),
  peoplePerClient: z.array(
    z.object({ clientId: z.string(), clientName: z.string(), people: dashboardFigureSchema }),
  ),
  /** Enabled employees with no client today. */
  withoutClient: dashboardFigureSchema,
  /** Projects not closed whose end date falls within PROJECTS_ENDING_WITHIN_DAYS from today. */
  endingSoon: z.array(
    z.object({
      projectId: z.string(),
      name: z.string(),
      code: z.string(),
      clientName: z.string(),
      endDate: z.string(),
      href: z.string(),
    }),
  ),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;

export const CRYPTO_SERIES = ['kilometreMaps', 'travelPasses', 'receipts', 'allowances'] as const;
export type CryptoSeries = (typeof CRYPTO_SERIES)[number];
export const CRYPTO_SERIES_LABELS: Record<CryptoSeries, string> = {
  kilometreMaps: 'Kilometre maps',
  travelPasses: 'Travel passes',
  receipts: 'Travel receipts',
  allowances: 'Allowances',
};

/** One month of one money series: the approved euros this year and in the same month a year before. */
const cryptoMonthSchema = z.object({
  month: z.string(),
  amount: z.string(),
  previousYearAmount: z.string(),
  href: z.string(),
});

/** GET /api/dashboard/crypto?year=: the year's money per month against the year before. */
export const cryptoDashboardSchema = z.object({
  year: z.number().int(),
  series: z.array(
    z.object({
      key: z.enum(CRYPTO_SERIES),
      label: z.string(),
      months: z.array(cryptoMonthSchema),
      total: z.string(),
      previousYearTotal: z.string(),
    }),
  ),
});
export type CryptoDashboard = z.infer<typeof cryptoDashboardSchema>;
