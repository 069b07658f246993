import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

const dashboardWidgets: DashboardWidget[] = [
  {
    key: 'my-vacations',
    profiles: ['employee'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/my-vacations-widget.tsx')).MyVacationsWidget,
    })),
  },
  {
    key: 'vacations-waiting',
    profiles: ['hr', 'admin', 'cto'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/vacations-waiting-widget.tsx')).VacationsWaitingWidget,
    })),
  },
];
/** The feature's dashboard cards (its manifest's `dashboardWidgets`). */
export default dashboardWidgets;
