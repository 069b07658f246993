import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

export const VACATIONS_DASHBOARD_WIDGETS: DashboardWidget[] = [
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
