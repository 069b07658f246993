// Read by the API's page-access test only: kept out of page-access.ts, which the web's entry loads.
import type { ApiRoute, AppPagePath } from './page-access.ts';
import type { Profile } from './profiles.ts';

export interface PageApiRoutes {
  /** Every API route the page calls; an API test checks each one admits the page's audience. */
  readonly apiRoutes?: readonly ApiRoute[];
  /**
   * Routes the page calls for part of its audience only (financial reads the employee page, hr
   * changes it): each checked against that narrower audience instead.
   */
  readonly narrowerRoutes?: readonly { route: ApiRoute; audience: readonly Profile[] }[];
}

/** Called by the shell around every /app page (spec §7: the account loads when the shell loads). */
export const SHELL_API_ROUTES: readonly ApiRoute[] = [
  'GET /api/accounts',
  'GET /api/people/suggestions',
];

/** The API routes each built /app page calls. */
export const PAGE_API_ROUTES: Partial<Record<AppPagePath, PageApiRoutes>> = {
  '/app/my-profile': {
    apiRoutes: [
      'GET /api/sessions',
      'DELETE /api/sessions/:id',
      'DELETE /api/sessions/others',
      'GET /api/accounts/two-factor',
      'POST /api/accounts/two-factor/setup',
      'POST /api/accounts/two-factor/confirm',
      'DELETE /api/accounts/two-factor',
      'GET /api/accounts',
      'PUT /api/accounts',
      'POST /api/accounts/change-password',
      'PUT /api/accounts/profile-picture',
      'DELETE /api/accounts/profile-picture',
      'GET /api/interests',
      'GET /api/accounts/interests',
      'PUT /api/accounts/interests',
      'GET /api/accounts/log-change/salary',
      'GET /api/contracts/employee/:employeeId',
      'GET /api/salary/all/:id',
    ],
  },
  '/app/search': {
    apiRoutes: ['GET /api/people/search'],
  },
  '/app/profile/:id': {
    apiRoutes: ['GET /api/people/:id'],
  },
  '/app/projects': {
    apiRoutes: [
      'GET /api/projects',
      'GET /api/projects/:id',
      'POST /api/projects',
      'PUT /api/projects/:id',
      'DELETE /api/projects/:id',
      'GET /api/clients',
      'GET /api/accounts',
    ],
  },
  '/app/client': {
    apiRoutes: [
      'GET /api/clients',
      'GET /api/clients/employees-without-client',
      'POST /api/clients',
      'PUT /api/clients/:id',
      'DELETE /api/clients/:id',
      'POST /api/clients/:id/allocations',
      'PUT /api/clients/allocations/:id',
      'DELETE /api/clients/allocations/:id',
    ],
  },
  '/app/employees': {
    apiRoutes: ['GET /api/employees', 'GET /api/employees/export', 'GET /api/clients'],
    narrowerRoutes: [
      { route: 'POST /api/employees', audience: ['hr'] },
      { route: 'POST /api/employees/import/preview', audience: ['hr'] },
      { route: 'POST /api/employees/import', audience: ['hr'] },
      { route: 'PUT /api/accounts/:id/activation', audience: ['hr'] },
    ],
  },
  '/app/employees/:id': {
    apiRoutes: [
      'GET /api/employees/:id',
      'GET /api/employees/:id/history',
      'GET /api/contracts/employee/:employeeId',
      'GET /api/salary/all/:id',
      'GET /api/accounts/log-change/salary',
    ],
    narrowerRoutes: [
      { route: 'PUT /api/employees/:id', audience: ['hr'] },
      { route: 'PUT /api/accounts/:id/activation', audience: ['hr'] },
      { route: 'POST /api/contracts', audience: ['hr'] },
      { route: 'POST /api/salary', audience: ['hr'] },
      { route: 'DELETE /api/salary/:id', audience: ['hr'] },
      { route: 'DELETE /api/employees/:id/sessions', audience: ['hr'] },
    ],
  },
  '/app': {
    apiRoutes: [],
    narrowerRoutes: [
      { route: 'GET /api/work-maps/absences/mine', audience: ['employee'] },
      { route: 'GET /api/work-maps/attention', audience: ['hr', 'admin'] },
      { route: 'GET /api/vacation/mine', audience: ['employee'] },
      { route: 'GET /api/vacation/pending-number', audience: ['hr', 'admin', 'cto'] },
      { route: 'GET /api/allowances/mine', audience: ['employee'] },
    ],
  },
  '/app/travel-pass-history': {
    apiRoutes: [
      'GET /api/travel-pass',
      'POST /api/travel-pass',
      'PUT /api/travel-pass/',
      'PUT /api/travel-pass/send-to-approval',
      'PUT /api/travel-pass/block-notification',
      'DELETE /api/travel-pass/:id',
      'GET /api/travel-pass/:id/attachment',
      // The pass form's suggestions: the transports catalogue.
      'GET /api/transports',
    ],
  },
  '/app/transports': {
    apiRoutes: [
      'GET /api/transports',
      'POST /api/transports',
      'PUT /api/transports/:id',
      'DELETE /api/transports/:id',
    ],
  },
  '/app/manage-salary-receipts': {
    apiRoutes: [
      'GET /api/salary-receipts',
      'GET /api/salary-receipts/missing',
      'GET /api/salary-receipts/pending-number',
      'POST /api/salary-receipts',
      'PUT /api/salary-receipts/send-to-approval',
      'PUT /api/salary-receipts/approval',
      'PUT /api/salary-receipts/:id',
      'DELETE /api/salary-receipts/:id',
      'GET /api/salary-receipts/:id/file',
      'POST /api/salary-receipts/batches',
      'GET /api/salary-receipts/batches/:id',
      'POST /api/salary-receipts/batches/:id/files',
      'PUT /api/salary-receipts/batches/:id/confirm',
      'DELETE /api/salary-receipts/batches/:id',
      'GET /api/salary-receipts/batches/:id/items/:itemId/file',
    ],
  },
  '/app/payments/manage-allowances': {
    apiRoutes: [
      'GET /api/allowances',
      'GET /api/allowances/totals',
      'GET /api/allowances/export',
      'GET /api/allowances/pending-number',
      'PUT /api/allowances/send-to-approval',
      'PUT /api/allowances/approval',
      'POST /api/allowances/generate',
      'GET /api/allowances/:id',
      'PUT /api/allowances/:id',
      'DELETE /api/allowances/:id',
    ],
  },
  '/app/payments/allowances': {
    apiRoutes: [
      'GET /api/allowances/mine',
      'POST /api/allowances',
      'GET /api/allowances/:id',
      'PUT /api/allowances/:id',
      'DELETE /api/allowances/:id',
    ],
  },
  '/app/salary-receipts': {
    apiRoutes: ['GET /api/salary-receipts/mine', 'GET /api/salary-receipts/:id/file'],
  },
  '/app/manage-travel-pass': {
    apiRoutes: [
      'GET /api/travel-pass/manage',
      'GET /api/travel-pass/totals',
      'GET /api/travel-pass/totals/export',
      'GET /api/travel-pass/zip-download',
      'GET /api/travel-pass/pending-number',
      'PUT /api/travel-pass/approval',
      'GET /api/travel-pass/:id/attachment',
    ],
  },
  '/app/vacations': {
    apiRoutes: [
      'GET /api/vacation/mine',
      'GET /api/vacation/:id',
      'POST /api/vacation',
      'PUT /api/vacation/:id',
      'DELETE /api/vacation/:id',
      'PUT /api/vacation/send-to-approval',
      'PUT /api/vacation/request-cancellation',
      'GET /api/vacation/day-distribution/employee/:id',
      'GET /api/vacation/feed',
      'PUT /api/vacation/feed',
    ],
  },
  '/app/manage-vacations': {
    apiRoutes: [
      'GET /api/vacation',
      'GET /api/vacation/:id',
      'PUT /api/vacation/approval',
      'GET /api/vacation/pending-number',
      'GET /api/vacation/clients',
      'GET /api/vacation/balance/employee/:id',
      'GET /api/vacation/day-distribution/employee/:id',
    ],
  },
  '/app/manage-vacations-calendar': {
    apiRoutes: [
      'GET /api/vacation/calendar',
      'GET /api/vacation/clients',
      'GET /api/vacation/feed',
      'PUT /api/vacation/feed',
    ],
  },
  '/app/work-map-history': {
    apiRoutes: ['GET /api/work-maps/mine', 'POST /api/work-maps'],
  },
  '/app/work-map-history/details/:id': {
    apiRoutes: [
      'GET /api/work-maps/:id',
      'PUT /api/work-maps/:id/send-to-approval',
      'POST /api/work-maps/:id/work-days',
      'PUT /api/work-maps/:id/work-days/:dayId',
      'DELETE /api/work-maps/:id/work-days/:dayId',
      'POST /api/work-maps/:id/absences',
      'PUT /api/work-maps/:id/absences/:absenceId',
      'DELETE /api/work-maps/:id/absences/:absenceId',
      'PUT /api/work-maps/:id/absences/:absenceId/justification',
      'GET /api/work-maps/:id/absences/:absenceId/justification',
    ],
  },
  '/app/manage-work-map': {
    apiRoutes: ['GET /api/work-maps', 'GET /api/work-maps/attention', 'GET /api/work-maps/export'],
  },
  '/app/manage-work-map/details/:id': {
    apiRoutes: [
      'GET /api/work-maps/:id',
      'PUT /api/work-maps/:id/approve',
      'PUT /api/work-maps/:id/reject',
      'PUT /api/work-maps/:id/modification',
      'GET /api/work-maps/:id/absences/:absenceId/justification',
    ],
  },
  '/app/holiday': {
    apiRoutes: ['GET /api/holidays'],
    narrowerRoutes: [
      { route: 'POST /api/holidays', audience: ['hr'] },
      { route: 'PUT /api/holidays/:id', audience: ['hr'] },
      { route: 'DELETE /api/holidays/:id', audience: ['hr'] },
    ],
  },
  '/app/system-parameters': {
    apiRoutes: ['GET /api/system-parameters', 'PUT /api/system-parameters/:key'],
  },
};
