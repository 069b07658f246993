// Read by the API's page-access test only: kept out of page-access.ts, which the web's entry loads.

import { ACCOUNTS_ENDPOINTS } from './accounts.endpoints.ts';
import { ALLOWANCES_ENDPOINTS } from './allowances.endpoints.ts';
import { AUDIT_TRAIL_ENDPOINTS } from './audit-trail.endpoints.ts';
import { CALENDAR_EVENTS_ENDPOINTS } from './calendar-events.endpoints.ts';
import { CLIENTS_ENDPOINTS } from './clients.endpoints.ts';
import { CONTRACTS_ENDPOINTS } from './contracts.endpoints.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard.endpoints.ts';
import { CRM_DASHBOARD_AUDIENCE, CRYPTO_DASHBOARD_AUDIENCE } from './dashboard.ts';
import { ERASURE_ENDPOINTS } from './erasure.endpoints.ts';
import { EVALUATIONS_ENDPOINTS } from './evaluations.endpoints.ts';
import { HOLIDAYS_ENDPOINTS } from './holidays.endpoints.ts';
import { IDENTITY_ENDPOINTS } from './identity.endpoints.ts';
import { KILOMETRE_MAPS_ENDPOINTS } from './kilometre-maps.endpoints.ts';
import { MONTHLY_TRIPS_ENDPOINTS } from './monthly-trips.endpoints.ts';
import { OPERATIONS_ENDPOINTS } from './operations.endpoints.ts';
import type { ApiRoute, AppPagePath } from './page-access.ts';
import { PARAMETERS_ENDPOINTS } from './parameters.endpoints.ts';
import { PEOPLE_ENDPOINTS } from './people.endpoints.ts';
import { POSTS_ENDPOINTS } from './posts.endpoints.ts';
import type { Profile } from './profiles.ts';
import { PROJECT_SUMMARY_ENDPOINTS } from './project-summary.endpoints.ts';
import { PROJECTS_ENDPOINTS } from './projects.endpoints.ts';
import { PROVISIONING_ENDPOINTS } from './provisioning.endpoints.ts';
import { ROAD_TRIPS_ENDPOINTS } from './road-trips.endpoints.ts';
import { SALARY_RECEIPTS_ENDPOINTS } from './salary-receipts.endpoints.ts';
import { SSO_ENDPOINTS } from './sso.endpoints.ts';
import { TRANSPORTS_ENDPOINTS } from './transports.endpoints.ts';
import { TRAVEL_PASSES_ENDPOINTS } from './travel-passes.endpoints.ts';
import { TRAVELS_ENDPOINTS } from './travels.endpoints.ts';
import { VACATIONS_ENDPOINTS } from './vacations.endpoints.ts';
import { WORK_MAPS_ENDPOINTS } from './work-maps.endpoints.ts';

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
  ACCOUNTS_ENDPOINTS.getOwnAccount,
  PEOPLE_ENDPOINTS.searchSuggestions,
  // The user menu's Log Out.
  SSO_ENDPOINTS.signOut,
];

/**
 * A member report: whoever manages the member works on it (issue 23). Its reading call and the
 * employee's page's calls are open to every signed-in user (their answers depend on who asks), so
 * no profile list names them.
 */
const MEMBER_REPORT_API_ROUTES: PageApiRoutes = {
  narrowerRoutes: [
    EVALUATIONS_ENDPOINTS.saveGoals,
    EVALUATIONS_ENDPOINTS.saveAssessment,
    EVALUATIONS_ENDPOINTS.transition,
    EVALUATIONS_ENDPOINTS.askFeedback,
  ].map((route) => ({ route, audience: ['evaluator', 'cto'] as const })),
};

/**
 * A list of posts (the feed, a profile's Public tab): reading, liking, reacting, and the author's
 * edit and delete (the answer's `canEdit` says whose); HR's removal is HR's only.
 */
const POST_LIST_ROUTES = [
  POSTS_ENDPOINTS.feed,
  POSTS_ENDPOINTS.updatePost,
  POSTS_ENDPOINTS.deletePost,
  POSTS_ENDPOINTS.like,
  POSTS_ENDPOINTS.unlike,
  POSTS_ENDPOINTS.react,
  POSTS_ENDPOINTS.unreact,
];
const POST_REMOVAL: PageApiRoutes['narrowerRoutes'] = [
  { route: POSTS_ENDPOINTS.removePost, audience: ['hr'] },
];

/** The API routes each built /app page calls. */
export const PAGE_API_ROUTES: Partial<Record<AppPagePath, PageApiRoutes>> = {
  '/app/my-profile': {
    apiRoutes: [
      IDENTITY_ENDPOINTS.listMySessions,
      IDENTITY_ENDPOINTS.endMySession,
      IDENTITY_ENDPOINTS.endMyOtherSessions,
      IDENTITY_ENDPOINTS.twoFactorStatus,
      IDENTITY_ENDPOINTS.startTwoFactorSetup,
      IDENTITY_ENDPOINTS.confirmTwoFactor,
      IDENTITY_ENDPOINTS.disableTwoFactor,
      IDENTITY_ENDPOINTS.regenerateRecoveryCodes,
      ACCOUNTS_ENDPOINTS.getOwnAccount,
      ACCOUNTS_ENDPOINTS.updateOwnAccount,
      ACCOUNTS_ENDPOINTS.changePassword,
      ACCOUNTS_ENDPOINTS.replaceOwnProfilePicture,
      ACCOUNTS_ENDPOINTS.removeOwnProfilePicture,
      PEOPLE_ENDPOINTS.listInterests,
      PEOPLE_ENDPOINTS.getOwnInterests,
      PEOPLE_ENDPOINTS.replaceOwnInterests,
      CONTRACTS_ENDPOINTS.salaryChangeLog,
      CONTRACTS_ENDPOINTS.listContracts,
      CONTRACTS_ENDPOINTS.listSalaries,
      ...POST_LIST_ROUTES,
      POSTS_ENDPOINTS.createPost,
      POSTS_ENDPOINTS.celebrationPreference,
      POSTS_ENDPOINTS.saveCelebrationPreference,
    ],
  },
  '/app/search': {
    apiRoutes: [
      PEOPLE_ENDPOINTS.searchPeople,
      POSTS_ENDPOINTS.searchPosts,
      PEOPLE_ENDPOINTS.searchScreens,
    ],
  },
  '/app/profile/:id': {
    apiRoutes: [PEOPLE_ENDPOINTS.getPublicProfile, ...POST_LIST_ROUTES],
    narrowerRoutes: POST_REMOVAL,
  },
  '/app/public-feed': {
    apiRoutes: [...POST_LIST_ROUTES, POSTS_ENDPOINTS.celebrations],
    narrowerRoutes: POST_REMOVAL,
  },
  '/app/post/:id/post-details': {
    apiRoutes: [
      ...POST_LIST_ROUTES,
      POSTS_ENDPOINTS.post,
      POSTS_ENDPOINTS.addComment,
      POSTS_ENDPOINTS.deleteComment,
    ],
    narrowerRoutes: POST_REMOVAL,
  },
  '/app/projects': {
    apiRoutes: [
      PROJECTS_ENDPOINTS.listProjects,
      PROJECTS_ENDPOINTS.getProject,
      PROJECTS_ENDPOINTS.createProject,
      PROJECTS_ENDPOINTS.updateProject,
      PROJECTS_ENDPOINTS.removeProject,
      CLIENTS_ENDPOINTS.listClients,
      ACCOUNTS_ENDPOINTS.getOwnAccount,
    ],
  },
  '/app/projects/:id/summary-executive': {
    apiRoutes: [
      PROJECT_SUMMARY_ENDPOINTS.summaryExecutive,
      PROJECT_SUMMARY_ENDPOINTS.exportSummaryExecutive,
    ],
  },
  '/app/client': {
    apiRoutes: [
      CLIENTS_ENDPOINTS.listClients,
      CLIENTS_ENDPOINTS.listEmployeesWithoutClient,
      CLIENTS_ENDPOINTS.createClient,
      CLIENTS_ENDPOINTS.updateClient,
      CLIENTS_ENDPOINTS.removeClient,
      CLIENTS_ENDPOINTS.addAllocation,
      CLIENTS_ENDPOINTS.updateAllocation,
      CLIENTS_ENDPOINTS.removeAllocation,
    ],
  },
  '/app/employees': {
    apiRoutes: [
      PEOPLE_ENDPOINTS.listEmployees,
      PEOPLE_ENDPOINTS.exportEmployees,
      CLIENTS_ENDPOINTS.listClients,
    ],
    narrowerRoutes: [
      { route: PEOPLE_ENDPOINTS.createEmployee, audience: ['hr'] },
      { route: PEOPLE_ENDPOINTS.previewEmployeeImport, audience: ['hr'] },
      { route: PEOPLE_ENDPOINTS.importEmployees, audience: ['hr'] },
      { route: ACCOUNTS_ENDPOINTS.setAccountEnabled, audience: ['hr'] },
    ],
  },
  '/app/employees/:id': {
    apiRoutes: [
      PEOPLE_ENDPOINTS.getEmployee,
      PEOPLE_ENDPOINTS.employeeHistory,
      CONTRACTS_ENDPOINTS.listContracts,
      CONTRACTS_ENDPOINTS.listSalaries,
      CONTRACTS_ENDPOINTS.salaryChangeLog,
    ],
    narrowerRoutes: [
      { route: PEOPLE_ENDPOINTS.updateEmployee, audience: ['hr'] },
      { route: ACCOUNTS_ENDPOINTS.setAccountEnabled, audience: ['hr'] },
      { route: CONTRACTS_ENDPOINTS.addContract, audience: ['hr'] },
      { route: CONTRACTS_ENDPOINTS.addSalary, audience: ['hr'] },
      { route: CONTRACTS_ENDPOINTS.removeSalary, audience: ['hr'] },
      { route: IDENTITY_ENDPOINTS.endSessionsOf, audience: ['hr'] },
      { route: IDENTITY_ENDPOINTS.resetTwoFactorOf, audience: ['hr'] },
      { route: SSO_ENDPOINTS.listSignInLinksOf, audience: ['hr'] },
      { route: ERASURE_ENDPOINTS.erasePerson, audience: ['hr'] },
    ],
  },
  '/app': { apiRoutes: [DASHBOARD_ENDPOINTS.dashboard] },
  // Open to everybody signed in; only their audiences get figures (the others see 'No Data').
  '/app/crm-dashboard': {
    narrowerRoutes: [{ route: DASHBOARD_ENDPOINTS.crm, audience: CRM_DASHBOARD_AUDIENCE }],
  },
  '/app/crypto-dashboard': {
    narrowerRoutes: [{ route: DASHBOARD_ENDPOINTS.crypto, audience: CRYPTO_DASHBOARD_AUDIENCE }],
  },
  '/app/travel-pass-history': {
    apiRoutes: [
      TRAVEL_PASSES_ENDPOINTS.listMyPasses,
      TRAVEL_PASSES_ENDPOINTS.addThisMonth,
      TRAVEL_PASSES_ENDPOINTS.updateMyPass,
      TRAVEL_PASSES_ENDPOINTS.sendToApproval,
      TRAVEL_PASSES_ENDPOINTS.blockNotification,
      TRAVEL_PASSES_ENDPOINTS.removePass,
      TRAVEL_PASSES_ENDPOINTS.attachmentOf,
      // The pass form's suggestions: the transports catalogue.
      TRANSPORTS_ENDPOINTS.listTransports,
    ],
  },
  '/app/transports': {
    apiRoutes: [
      TRANSPORTS_ENDPOINTS.listTransports,
      TRANSPORTS_ENDPOINTS.createTransport,
      TRANSPORTS_ENDPOINTS.updateTransport,
      TRANSPORTS_ENDPOINTS.removeTransport,
    ],
  },
  '/app/manage-salary-receipts': {
    apiRoutes: [
      SALARY_RECEIPTS_ENDPOINTS.listReceipts,
      SALARY_RECEIPTS_ENDPOINTS.listMissing,
      SALARY_RECEIPTS_ENDPOINTS.pendingNumber,
      SALARY_RECEIPTS_ENDPOINTS.addReceipt,
      SALARY_RECEIPTS_ENDPOINTS.sendToApproval,
      SALARY_RECEIPTS_ENDPOINTS.decideReceipt,
      SALARY_RECEIPTS_ENDPOINTS.updateReceipt,
      SALARY_RECEIPTS_ENDPOINTS.removeReceipt,
      SALARY_RECEIPTS_ENDPOINTS.receiptFile,
      SALARY_RECEIPTS_ENDPOINTS.openBatch,
      SALARY_RECEIPTS_ENDPOINTS.readBatch,
      SALARY_RECEIPTS_ENDPOINTS.addBatchFile,
      SALARY_RECEIPTS_ENDPOINTS.confirmBatch,
      SALARY_RECEIPTS_ENDPOINTS.discardBatch,
      SALARY_RECEIPTS_ENDPOINTS.batchItemFile,
    ],
  },
  '/app/payments/manage-allowances': {
    apiRoutes: [
      ALLOWANCES_ENDPOINTS.listPlans,
      ALLOWANCES_ENDPOINTS.planTotals,
      ALLOWANCES_ENDPOINTS.exportPlans,
      ALLOWANCES_ENDPOINTS.pendingNumber,
      ALLOWANCES_ENDPOINTS.sendToApproval,
      ALLOWANCES_ENDPOINTS.decidePlans,
      ALLOWANCES_ENDPOINTS.generatePlans,
      ALLOWANCES_ENDPOINTS.getPlan,
      ALLOWANCES_ENDPOINTS.updatePlan,
      ALLOWANCES_ENDPOINTS.removePlan,
    ],
  },
  '/app/payments/allowances': {
    apiRoutes: [
      ALLOWANCES_ENDPOINTS.myAllowances,
      ALLOWANCES_ENDPOINTS.addMyPlan,
      ALLOWANCES_ENDPOINTS.getPlan,
      ALLOWANCES_ENDPOINTS.updatePlan,
      ALLOWANCES_ENDPOINTS.removePlan,
    ],
  },
  '/app/salary-receipts': {
    apiRoutes: [SALARY_RECEIPTS_ENDPOINTS.myReceipts, SALARY_RECEIPTS_ENDPOINTS.receiptFile],
  },
  '/app/manage-travel-pass': {
    apiRoutes: [
      TRAVEL_PASSES_ENDPOINTS.listMonth,
      TRAVEL_PASSES_ENDPOINTS.yearTotals,
      TRAVEL_PASSES_ENDPOINTS.allYearTotals,
      TRAVEL_PASSES_ENDPOINTS.receiptsOfMonth,
      TRAVEL_PASSES_ENDPOINTS.pendingNumber,
      TRAVEL_PASSES_ENDPOINTS.decideTravelPass,
      TRAVEL_PASSES_ENDPOINTS.attachmentOf,
    ],
  },
  '/app/travels': {
    apiRoutes: [
      TRAVELS_ENDPOINTS.travelState,
      KILOMETRE_MAPS_ENDPOINTS.saveKilometreMap,
      KILOMETRE_MAPS_ENDPOINTS.sendKilometreMonths,
      KILOMETRE_MAPS_ENDPOINTS.listKilometreRates,
      TRAVELS_ENDPOINTS.yearZip,
      ROAD_TRIPS_ENDPOINTS.listMyRoadTrips,
      ROAD_TRIPS_ENDPOINTS.roadTripChoices,
      ROAD_TRIPS_ENDPOINTS.createRoadTrip,
      ROAD_TRIPS_ENDPOINTS.updateRoadTrip,
      ROAD_TRIPS_ENDPOINTS.removeRoadTrip,
      ROAD_TRIPS_ENDPOINTS.addReceipt,
      ROAD_TRIPS_ENDPOINTS.removeReceipt,
      ROAD_TRIPS_ENDPOINTS.receiptFile,
      ROAD_TRIPS_ENDPOINTS.suggestFromReceipt,
      ROAD_TRIPS_ENDPOINTS.sendRoadTrips,
      MONTHLY_TRIPS_ENDPOINTS.monthlyTrips,
      MONTHLY_TRIPS_ENDPOINTS.saveMonthlyTrips,
      MONTHLY_TRIPS_ENDPOINTS.copyLastMonthTrips,
      MONTHLY_TRIPS_ENDPOINTS.sendTripJustification,
    ],
  },
  // The evaluations' calls open to every signed-in person (cycle, mine, detail, member, the
  // self-assessment, acknowledge, the feedback answer) are on no page: colleagues of any profile
  // answer feedback, and a page of some profiles names only routes of exactly those profiles.
  '/app/manage-evaluations': {
    apiRoutes: [
      EVALUATIONS_ENDPOINTS.manage,
      EVALUATIONS_ENDPOINTS.transition,
      EVALUATIONS_ENDPOINTS.listTeams,
      EVALUATIONS_ENDPOINTS.team,
      EVALUATIONS_ENDPOINTS.saveGoals,
      EVALUATIONS_ENDPOINTS.copyTeamGoals,
      EVALUATIONS_ENDPOINTS.saveAssessment,
      EVALUATIONS_ENDPOINTS.askFeedback,
    ],
    narrowerRoutes: [
      { route: EVALUATIONS_ENDPOINTS.createTeam, audience: ['cto'] },
      { route: EVALUATIONS_ENDPOINTS.updateTeam, audience: ['cto'] },
      { route: EVALUATIONS_ENDPOINTS.removeTeam, audience: ['cto'] },
      { route: EVALUATIONS_ENDPOINTS.openCycle, audience: ['cto'] },
    ],
  },
  '/app/manage-evaluations/report/:teamId/member/:memberId': MEMBER_REPORT_API_ROUTES,
  '/app/manage-evaluations/report/member/:memberId': MEMBER_REPORT_API_ROUTES,
  '/app/manage-evaluations/report/team/:teamId/:teamName/:year': {
    apiRoutes: [EVALUATIONS_ENDPOINTS.teamReport, EVALUATIONS_ENDPOINTS.exportTeamReport],
  },
  '/app/manage-evaluations/report/team/:teamId/:teamName/:year/members': {
    apiRoutes: [EVALUATIONS_ENDPOINTS.teamReport, EVALUATIONS_ENDPOINTS.exportTeamReport],
  },
  '/app/manage-travels': {
    apiRoutes: [
      KILOMETRE_MAPS_ENDPOINTS.manageKilometreMaps,
      TRAVELS_ENDPOINTS.yearTotals,
      TRAVELS_ENDPOINTS.exportYearTotals,
      TRAVELS_ENDPOINTS.monthZip,
      KILOMETRE_MAPS_ENDPOINTS.pendingNumber,
      KILOMETRE_MAPS_ENDPOINTS.decideKilometreMonths,
      KILOMETRE_MAPS_ENDPOINTS.listKilometreRates,
      KILOMETRE_MAPS_ENDPOINTS.addKilometreRate,
      ROAD_TRIPS_ENDPOINTS.manageRoadTrips,
      ROAD_TRIPS_ENDPOINTS.manageRoadTripChoices,
      ROAD_TRIPS_ENDPOINTS.linkRoadTrip,
      ROAD_TRIPS_ENDPOINTS.pendingNumber,
      ROAD_TRIPS_ENDPOINTS.decideRoadTrips,
      ROAD_TRIPS_ENDPOINTS.receiptFile,
      MONTHLY_TRIPS_ENDPOINTS.requiresAttentionNumber,
      MONTHLY_TRIPS_ENDPOINTS.listTripLimits,
      MONTHLY_TRIPS_ENDPOINTS.addTripLimit,
      MONTHLY_TRIPS_ENDPOINTS.updateTripLimit,
      MONTHLY_TRIPS_ENDPOINTS.removeTripLimit,
    ],
  },
  '/app/monthly-trips-justification': {
    apiRoutes: [
      MONTHLY_TRIPS_ENDPOINTS.tripJustifications,
      MONTHLY_TRIPS_ENDPOINTS.decideTripJustifications,
      MONTHLY_TRIPS_ENDPOINTS.requiresAttentionNumber,
    ],
  },
  '/app/vacations': {
    apiRoutes: [
      VACATIONS_ENDPOINTS.listMyVacations,
      VACATIONS_ENDPOINTS.getVacation,
      VACATIONS_ENDPOINTS.createVacation,
      VACATIONS_ENDPOINTS.updateVacation,
      VACATIONS_ENDPOINTS.removeVacation,
      VACATIONS_ENDPOINTS.sendToApproval,
      VACATIONS_ENDPOINTS.requestCancellation,
      VACATIONS_ENDPOINTS.dayDistribution,
      VACATIONS_ENDPOINTS.calendarFeed,
      VACATIONS_ENDPOINTS.regenerateCalendarFeed,
    ],
  },
  '/app/manage-vacations': {
    apiRoutes: [
      VACATIONS_ENDPOINTS.listVacationTable,
      VACATIONS_ENDPOINTS.getVacation,
      VACATIONS_ENDPOINTS.decideVacations,
      VACATIONS_ENDPOINTS.pendingNumber,
      VACATIONS_ENDPOINTS.listVacationClients,
      VACATIONS_ENDPOINTS.employeeBalance,
      VACATIONS_ENDPOINTS.dayDistribution,
    ],
  },
  '/app/manage-vacations-calendar': {
    apiRoutes: [
      VACATIONS_ENDPOINTS.teamCalendar,
      VACATIONS_ENDPOINTS.teamCalendarOverlaps,
      VACATIONS_ENDPOINTS.listVacationClients,
      VACATIONS_ENDPOINTS.calendarFeed,
      VACATIONS_ENDPOINTS.regenerateCalendarFeed,
      CALENDAR_EVENTS_ENDPOINTS.listCalendarEvents,
      CALENDAR_EVENTS_ENDPOINTS.createCalendarEvent,
      CALENDAR_EVENTS_ENDPOINTS.updateCalendarEvent,
      CALENDAR_EVENTS_ENDPOINTS.removeCalendarEvent,
    ],
  },
  '/app/work-map-history': {
    apiRoutes: [WORK_MAPS_ENDPOINTS.listMyWorkMaps, WORK_MAPS_ENDPOINTS.createWorkMap],
  },
  '/app/work-map-history/details/:id': {
    apiRoutes: [
      WORK_MAPS_ENDPOINTS.getWorkMap,
      WORK_MAPS_ENDPOINTS.sendToApproval,
      WORK_MAPS_ENDPOINTS.addWorkDay,
      WORK_MAPS_ENDPOINTS.updateWorkDay,
      WORK_MAPS_ENDPOINTS.removeWorkDay,
      WORK_MAPS_ENDPOINTS.addAbsence,
      WORK_MAPS_ENDPOINTS.updateAbsence,
      WORK_MAPS_ENDPOINTS.removeAbsence,
      WORK_MAPS_ENDPOINTS.attachJustification,
      WORK_MAPS_ENDPOINTS.justificationFile,
    ],
  },
  '/app/manage-work-map': {
    apiRoutes: [
      WORK_MAPS_ENDPOINTS.listWorkMaps,
      WORK_MAPS_ENDPOINTS.workMapAttention,
      WORK_MAPS_ENDPOINTS.allWorkMapTotals,
    ],
  },
  '/app/manage-work-map/details/:id': {
    apiRoutes: [
      WORK_MAPS_ENDPOINTS.getWorkMap,
      WORK_MAPS_ENDPOINTS.approveWorkMap,
      WORK_MAPS_ENDPOINTS.rejectWorkMap,
      WORK_MAPS_ENDPOINTS.reopenWorkMap,
      WORK_MAPS_ENDPOINTS.justificationFile,
    ],
  },
  '/app/holiday': {
    apiRoutes: [HOLIDAYS_ENDPOINTS.listHolidays],
    narrowerRoutes: [
      { route: HOLIDAYS_ENDPOINTS.createHoliday, audience: ['hr'] },
      { route: HOLIDAYS_ENDPOINTS.updateHoliday, audience: ['hr'] },
      { route: HOLIDAYS_ENDPOINTS.removeHoliday, audience: ['hr'] },
    ],
  },
  '/app/system-parameters': {
    apiRoutes: [
      PARAMETERS_ENDPOINTS.listSystemParameters,
      PARAMETERS_ENDPOINTS.updateSystemParameter,
      PROVISIONING_ENDPOINTS.listScimTokens,
      PROVISIONING_ENDPOINTS.createScimToken,
      PROVISIONING_ENDPOINTS.revokeScimToken,
    ],
  },
  '/app/delivery-and-jobs': {
    apiRoutes: [
      OPERATIONS_ENDPOINTS.listFailedMails,
      OPERATIONS_ENDPOINTS.retryMails,
      OPERATIONS_ENDPOINTS.listScheduledJobs,
    ],
  },
  '/app/audit-trail': {
    apiRoutes: [AUDIT_TRAIL_ENDPOINTS.listEntries, AUDIT_TRAIL_ENDPOINTS.exportEntries],
  },
};
