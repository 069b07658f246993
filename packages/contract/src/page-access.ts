// No Zod here: the web's entry reads this table, and profiles.ts would bring Zod into it.
import { CRM_DASHBOARD_AUDIENCE, CRYPTO_DASHBOARD_AUDIENCE } from './dashboard-audiences.ts';
import type { EndpointDefinition } from './endpoint.ts';
import type { Profile } from './profiles.ts';

/** Who may open a page: every signed-in user, or holders of one of the listed profiles. */
export type PageAudience = 'signed-in' | readonly Profile[];

/** An API route a page calls: an endpoint of the contract (`ACCOUNTS_ENDPOINTS.getOwnAccount`). */
export type ApiRoute = Pick<EndpointDefinition, 'method' | 'path'>;

export interface AppPage {
  /** The route under /app, with React Router's `:param` segments. */
  readonly path: `/app${string}`;
  readonly title: string;
  readonly audience: PageAudience;
  /** Who finds the page in the menu, where spec §2's menu is narrower than who may open it. */
  readonly menuAudience?: readonly Profile[];
  /** Dashboard-like pages show no page header (spec §2). */
  readonly dashboard?: boolean;
  /**
   * Who the page shows its data to, where it opens for every signed-in user and tells the others
   * 'No Data': search and /app offer it to these profiles only.
   */
  readonly readers?: readonly Profile[];
}

const EMPLOYEES_AND_TRAINEES: readonly Profile[] = ['employee', 'trainee'];
const EVALUATION_REPORTERS: readonly Profile[] = ['evaluator', 'cto'];
const MEMBER_REPORT_READERS: readonly Profile[] = ['evaluator', 'cto', 'employee'];

/**
 * The /app pages of spec §2 and who may open each: the union of the routes-by-profile list and the
 * menu. The menu, the web's route guard and the coming-soon placeholders read it; an API test
 * compares it (with the API routes each page calls, in page-api-routes.ts) with the routes'
 * `config.access`.
 */
export const APP_PAGES = [
  {
    path: '/app',
    title: 'Dashboard',
    audience: 'signed-in',
    dashboard: true,
    menuAudience: EMPLOYEES_AND_TRAINEES,
  },
  {
    path: '/app/crm-dashboard',
    title: 'CRM Dashboard',
    audience: 'signed-in',
    dashboard: true,
    readers: CRM_DASHBOARD_AUDIENCE,
  },
  {
    path: '/app/crypto-dashboard',
    title: 'Crypto Dashboard',
    audience: 'signed-in',
    dashboard: true,
    readers: CRYPTO_DASHBOARD_AUDIENCE,
  },
  {
    path: '/app/my-profile',
    title: 'My Profile',
    audience: 'signed-in',
  },
  {
    path: '/app/search',
    title: 'Search',
    audience: 'signed-in',
  },
  { path: '/app/pages/not-found', title: 'Not Found', audience: 'signed-in' },
  { path: '/app/pages/error', title: 'Error', audience: 'signed-in' },
  {
    path: '/app/profile/:id',
    title: 'Profile',
    audience: 'signed-in',
  },
  {
    path: '/app/public-feed',
    title: 'Public Feed',
    audience: 'signed-in',
    menuAudience: EMPLOYEES_AND_TRAINEES,
  },
  { path: '/app/post/:id/post-details', title: 'Post Details', audience: 'signed-in' },
  {
    path: '/app/projects',
    title: 'Project Management',
    audience: ['admin', 'comercial'],
  },
  {
    path: '/app/projects/:id/summary-executive',
    title: 'Executive Summary',
    audience: ['admin', 'comercial'],
  },
  {
    path: '/app/manage-salary-receipts',
    title: 'Manage Salary Receipts',
    audience: ['financial', 'admin'],
  },
  {
    path: '/app/payments/manage-allowances',
    title: 'Manage Allowances',
    audience: ['admin', 'financial'],
  },
  { path: '/app/holiday', title: 'Holidays', audience: ['hr', 'cto'], menuAudience: ['hr'] },
  {
    path: '/app/manage-vacations',
    title: 'Manage Vacations',
    audience: ['hr', 'admin', 'cto'],
    menuAudience: ['hr', 'admin'],
  },
  {
    path: '/app/manage-vacations-calendar',
    title: 'Vacations Calendar',
    audience: ['hr', 'admin', 'cto'],
  },
  { path: '/app/manage-evaluations', title: 'Manage Evaluations', audience: EVALUATION_REPORTERS },
  {
    path: '/app/manage-evaluations/report/team/:teamId/:teamName/:year',
    title: 'Team Report',
    audience: EVALUATION_REPORTERS,
  },
  {
    path: '/app/manage-evaluations/report/team/:teamId/:teamName/:year/members',
    title: 'Team Members',
    audience: EVALUATION_REPORTERS,
  },
  {
    path: '/app/manage-evaluations/report/:teamId/member/:memberId',
    title: 'Member Report',
    audience: MEMBER_REPORT_READERS,
  },
  {
    path: '/app/manage-evaluations/report/member/:memberId',
    title: 'Member Report',
    audience: MEMBER_REPORT_READERS,
  },
  {
    path: '/app/manage-evaluations/report/employee/:memberId',
    title: 'Employee Report',
    audience: MEMBER_REPORT_READERS,
  },
  { path: '/app/manage-work-map', title: 'Manage Work Maps', audience: ['hr', 'admin'] },
  {
    path: '/app/manage-work-map/details/:id',
    title: 'Work Map Details',
    audience: ['hr', 'admin'],
  },
  {
    path: '/app/client',
    title: 'Clients',
    audience: ['hr'],
  },
  {
    path: '/app/employees',
    title: 'Employees',
    audience: ['hr', 'financial'],
  },
  {
    path: '/app/employees/:id',
    title: 'Employee',
    audience: ['hr', 'financial'],
  },
  {
    path: '/app/system-parameters',
    title: 'Settings',
    audience: ['hr'],
  },
  { path: '/app/delivery-and-jobs', title: 'Delivery and Jobs', audience: ['admin'] },
  { path: '/app/audit-trail', title: 'Audit Trail', audience: ['admin'] },
  { path: '/app/transports', title: 'Transports', audience: ['hr', 'admin'] },
  { path: '/app/manage-travels', title: 'Manage Travels', audience: ['financial'] },
  {
    path: '/app/monthly-trips-justification',
    title: 'Monthly Trips Justification',
    audience: ['financial'],
  },
  { path: '/app/manage-travel-pass', title: 'Manage Travel Passes', audience: ['financial'] },
  { path: '/app/work-map-history', title: 'Work Maps', audience: ['employee'] },
  { path: '/app/work-map-history/details/:id', title: 'Work Map Details', audience: ['employee'] },
  { path: '/app/vacations', title: 'Vacations', audience: ['employee'] },
  { path: '/app/travel-pass-history', title: 'Travel Pass', audience: EMPLOYEES_AND_TRAINEES },
  { path: '/app/travels', title: 'Expenses & Travels', audience: ['employee'] },
  { path: '/app/evaluations', title: 'Evaluations', audience: ['employee'] },
  { path: '/app/salary-receipts', title: 'Salary Receipts', audience: ['employee'] },
  { path: '/app/payments/allowances', title: 'Allowances', audience: ['employee'] },
] as const satisfies readonly AppPage[];

export type AppPagePath = (typeof APP_PAGES)[number]['path'];

const PAGES_BY_PATH = new Map<string, AppPage>(APP_PAGES.map((page) => [page.path, page]));

export function appPage(path: AppPagePath): AppPage {
  const page = PAGES_BY_PATH.get(path);
  if (!page) throw new Error(`No /app page ${path}`);
  return page;
}

const segmentsMatch = (pattern: string[], path: string[]) =>
  pattern.length === path.length &&
  pattern.every((segment, index) => segment.startsWith(':') || segment === path[index]);

/** The /app page an address opens ('/app/projects?status=active' → /app/projects), if any. */
export function pageAt(href: string): AppPage | undefined {
  const path = (href.split(/[?#]/)[0] ?? '').replace(/\/$/, '') || '/app';
  const exact = PAGES_BY_PATH.get(path);
  if (exact) return exact;
  const segments = path.split('/');
  return APP_PAGES.find((page) => segmentsMatch(page.path.split('/'), segments));
}

/** The profiles that see the page in the menu; an empty list means every signed-in user. */
export function menuProfiles(page: AppPage): readonly Profile[] {
  return page.menuAudience ?? (page.audience === 'signed-in' ? [] : page.audience);
}

/**
 * The pages a page sits under, outermost first: each shorter prefix of its path that is itself a
 * page without parameters ('/app/employees' above '/app/employees/:id'). The dashboard is not one.
 */
export function parentPages(path: AppPagePath): AppPage[] {
  const segments = path.split('/');
  const parents: AppPage[] = [];
  for (let length = 3; length < segments.length; length++) {
    const page = PAGES_BY_PATH.get(segments.slice(0, length).join('/') as AppPagePath);
    if (page && !page.path.includes(':')) parents.push(page);
  }
  return parents;
}
