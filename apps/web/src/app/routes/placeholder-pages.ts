import type { Profile } from '@quadro/contract/profiles';

export interface PlaceholderPage {
  path: string;
  title: string;
  profiles: Profile[];
}

const EVALUATION_REPORTERS: Profile[] = ['evaluator', 'cto'];
const MEMBER_REPORT_READERS: Profile[] = ['evaluator', 'cto', 'employee'];

/**
 * Spec §2 routes by profile whose feature is not built yet: each shows a coming-soon page in the
 * shell. Profiles are the union of the route list and the menu of spec §2.
 */
export const PLACEHOLDER_PAGES: PlaceholderPage[] = [
  { path: 'projects', title: 'Project Management', profiles: ['admin', 'comercial'] },
  {
    path: 'projects/:id/summary-executive',
    title: 'Executive Summary',
    profiles: ['admin', 'comercial'],
  },
  {
    path: 'manage-salary-receipts',
    title: 'Manage Salary Receipts',
    profiles: ['admin', 'financial'],
  },
  {
    path: 'payments/manage-allowances',
    title: 'Manage Allowances',
    profiles: ['admin', 'financial'],
  },
  { path: 'holiday', title: 'Holidays', profiles: ['hr', 'cto'] },
  { path: 'manage-vacations', title: 'Manage Vacations', profiles: ['hr', 'admin', 'cto'] },
  {
    path: 'manage-vacations-calendar',
    title: 'Vacations Calendar',
    profiles: ['hr', 'admin', 'cto'],
  },
  { path: 'manage-evaluations', title: 'Manage Evaluations', profiles: EVALUATION_REPORTERS },
  {
    path: 'manage-evaluations/report/team/:teamId/:teamName/:year',
    title: 'Team Report',
    profiles: EVALUATION_REPORTERS,
  },
  {
    path: 'manage-evaluations/report/team/:teamId/:teamName/:year/members',
    title: 'Team Members',
    profiles: EVALUATION_REPORTERS,
  },
  {
    path: 'manage-evaluations/report/:teamId/member/:memberId',
    title: 'Member Report',
    profiles: MEMBER_REPORT_READERS,
  },
  {
    path: 'manage-evaluations/report/member/:memberId',
    title: 'Member Report',
    profiles: MEMBER_REPORT_READERS,
  },
  {
    path: 'manage-evaluations/report/employee/:memberId',
    title: 'Employee Report',
    profiles: MEMBER_REPORT_READERS,
  },
  { path: 'manage-work-map', title: 'Manage Work Maps', profiles: ['hr', 'admin'] },
  { path: 'manage-work-map/details/:id', title: 'Work Map Details', profiles: ['hr', 'admin'] },
  { path: 'client', title: 'Clients', profiles: ['hr'] },
  { path: 'employees', title: 'Employees', profiles: ['hr', 'financial'] },
  { path: 'system-parameters', title: 'Settings', profiles: ['hr'] },
  { path: 'transports', title: 'Transports', profiles: ['hr', 'admin'] },
  { path: 'manage-travels', title: 'Manage Travels', profiles: ['financial'] },
  {
    path: 'monthly-trips-justification',
    title: 'Monthly Trips Justification',
    profiles: ['financial'],
  },
  { path: 'manage-travel-pass', title: 'Manage Travel Passes', profiles: ['financial'] },
  { path: 'work-map-history', title: 'Work Maps', profiles: ['employee'] },
  { path: 'work-map-history/details/:id', title: 'Work Map Details', profiles: ['employee'] },
  { path: 'vacations', title: 'Vacations', profiles: ['employee'] },
  { path: 'travel-pass-history', title: 'Travel Pass', profiles: ['employee', 'trainee'] },
  { path: 'travels', title: 'Expenses & Travels', profiles: ['employee'] },
  { path: 'evaluations', title: 'Evaluations', profiles: ['employee'] },
  { path: 'salary-receipts', title: 'Salary Receipts', profiles: ['employee'] },
  { path: 'payments/allowances', title: 'Allowances', profiles: ['employee'] },
  { path: 'profile/:id', title: 'Profile', profiles: [] },
  { path: 'public-feed', title: 'Public Feed', profiles: [] },
  { path: 'post/:id/post-details', title: 'Post Details', profiles: [] },
];
