import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';
import manageEvaluationsRoutes from './manage-evaluations.routes.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/evaluations', 'EvaluationsPage', async () => ({
    Component: (await import('./evaluations-page.tsx')).EvaluationsPage,
  })),
  pageRoute(
    '/app/manage-evaluations/report/:teamId/member/:memberId',
    'TeamMemberReportPage',
    async () => ({
      Component: (await import('./member-report-page.tsx')).TeamMemberReportPage,
    }),
  ),
  pageRoute('/app/manage-evaluations/report/member/:memberId', 'MemberReportPage', async () => ({
    Component: (await import('./member-report-page.tsx')).MemberReportPage,
  })),
  pageRoute(
    '/app/manage-evaluations/report/employee/:memberId',
    'EmployeeReportPage',
    async () => ({
      Component: (await import('./member-report-page.tsx')).EmployeeReportPage,
    }),
  ),
  ...manageEvaluationsRoutes,
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
