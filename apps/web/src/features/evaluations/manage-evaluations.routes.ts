import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';

const reportPages = () => import('./team-report-page.tsx');

/** The evaluators' and the CTO's pages: the manage list and the team reports. */
const manageEvaluationsRoutes: RouteObject[] = [
  pageRoute('/app/manage-evaluations', 'ManageEvaluationsPage', async () => ({
    Component: (await import('./manage-evaluations-page.tsx')).ManageEvaluationsPage,
  })),
  pageRoute(
    '/app/manage-evaluations/report/team/:teamId/:teamName/:year',
    'TeamReportPage',
    async () => ({
      Component: (await reportPages()).TeamReportPage,
    }),
  ),
  pageRoute(
    '/app/manage-evaluations/report/team/:teamId/:teamName/:year/members',
    'TeamMembersReportPage',
    async () => ({
      Component: (await reportPages()).TeamMembersReportPage,
    }),
  ),
];

export default manageEvaluationsRoutes;
