import { lazy } from 'react';
import type { DashboardWidget } from '../../app/routes/dashboard-widget.ts';

/** The evaluators' and the CTO's dashboard cards. */
const manageEvaluationsWidgets: DashboardWidget[] = [
  {
    key: 'manage-evaluations',
    profiles: ['evaluator'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/manage-evaluations-widget.tsx')).ManageEvaluationsWidget,
    })),
  },
  {
    key: 'team-progress',
    profiles: ['cto'],
    Widget: lazy(async () => ({
      default: (await import('./widgets/team-progress-widget.tsx')).TeamProgressWidget,
    })),
  },
];

export default manageEvaluationsWidgets;
