import type { RouteObject } from 'react-router';
import { pageRoute } from '../../app/routes/page-route.ts';
import manageEvaluationsRoutes from './manage-evaluations.routes.ts';

const appRoutes: RouteObject[] = [
  pageRoute('/app/evaluations', async () => ({
    Component: (await import('./evaluations-page.tsx')).EvaluationsPage,
  })),
  pageRoute('/app/manage-evaluations/report/:teamId/member/:memberId', async () => ({
    Component: (await import('./member-report-page.tsx')).TeamMemberReportPage,
  })),
  pageRoute('/app/manage-evaluations/report/member/:memberId', async () => ({
    Component: (await import('./member-report-page.tsx')).MemberReportPage,
  })),
  pageRoute('/app/manage-evaluations/report/employee/:memberId', async () => ({
    Component: (await import('./member-report-page.tsx')).EmployeeReportPage,
  })),
  ...manageEvaluationsRoutes,
];

/** The feature's /app pages (its manifest's `appRoutes`). */
export default appRoutes;
